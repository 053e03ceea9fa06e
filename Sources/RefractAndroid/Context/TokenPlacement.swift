import RefractDiagnostics
import RefractModel
import RefractOutput

/// Decides, token by token, which resources are written where: shared or per theme, day and night.
struct TokenPlacement {
    let model: ThemedTokenSet
    let layout: AndroidLayout
    let prefix: String
    let styleNamespace: String
    let attributePrefix: String
    let converter: TokenConverter

    var collector: ResourceCollector
    var registry: NameRegistry
    var diagnostics: [Diagnostic] = []
    /// The items of each theme overlay, in `layout.variants` order.
    var overlayItems: [[AndroidStyleItem]]
    /// The `<color>` each colour token is written as in each variant (`layout.variants` order), in path
    /// order: what a Material 3 role refers to.
    var colorNames: [(path: TokenPath, names: [String])] = []
    /// How a shape style refers to each dimension token, in path order: `@dimen/radius_sm`, or
    /// `?attr/refract_radius_sm` for one that differs between themes (a shape appearance is read in the theme).
    var dimensionReferences: [(path: TokenPath, reference: String)] = []

    init(
        model: ThemedTokenSet, layout: AndroidLayout, prefix: String, styleNamespace: String, fileNamePrefix: String,
        attributePrefix: String = AndroidSettings.defaultAttributePrefix, converter: TokenConverter
    ) {
        self.attributePrefix = attributePrefix
        self.model = model
        self.layout = layout
        self.prefix = prefix
        self.styleNamespace = styleNamespace
        self.converter = converter
        collector = ResourceCollector(fileNamePrefix: fileNamePrefix)
        registry = NameRegistry(model: model)
        overlayItems = Array(repeating: [], count: layout.variants.count)
    }

    /// A token of one permutation, by its place in the model (a copied `Token` costs a retain for each of
    /// its many references), and what it becomes.
    private struct Placed {
        var pathIndex: Int
        var permutation: Int
        var index: Int
        var drafts: [ResourceDraft]

        var claimant: NameRegistry.Claimant { NameRegistry.Claimant(pathIndex: pathIndex, permutation: permutation) }
    }

    /// One theme's view of a token: its day and night tokens and what they become.
    private struct Side {
        var day: Placed?
        var night: Placed?

        /// Whether two sides need the same resources. Night falls back to day where the night token is
        /// missing, as `values-night/` does.
        func isPlacedLike(_ other: Side) -> Bool {
            Self.writeSameResources(day, other.day) && Self.writeSameResources(night ?? day, other.night ?? other.day)
        }

        private static func writeSameResources(_ a: Placed?, _ b: Placed?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return a.drafts.count == b.drafts.count && zip(a.drafts, b.drafts).allSatisfy { $0.writesSameResource(as: $1) }
        }
    }

    /// What one permutation's token becomes, if anything.
    private enum Reading {
        case absent
        case skipped
        case placed(Placed)
    }

    /// Places the token at `model.paths[pathIndex]`.
    mutating func place(_ pathIndex: Int) {
        var sides: [Side] = []
        var nightOnly: Placed?
        for variant in layout.variants {
            var side = Side()
            switch read(variant.day, pathIndex) {
            case .absent: break
            case .skipped: return
            case .placed(let placed): side.day = placed
            }
            switch read(variant.night, pathIndex) {
            case .absent: break
            case .skipped: return
            case .placed(let placed): side.night = placed
            }
            if side.day == nil, let night = side.night {
                nightOnly = night
                side.night = nil
            }
            sides.append(side)
        }
        let path = model.paths[pathIndex]
        if let nightOnly { warnNightOnly(path, token(nightOnly)) }
        let defaultSide = sides.indices.contains(layout.defaultVariantIndex) ? sides[layout.defaultVariantIndex] : Side()
        if let day = defaultSide.day, sides.allSatisfy({ $0.isPlacedLike(defaultSide) }) {
            placeShared(path, day: day, night: defaultSide.night)
        } else if sides.contains(where: { $0.day != nil }) {
            placeThemed(path, sides)
        }
    }

    /// Converts the token at `pathIndex` of `permutation`; a token Android cannot express is reported here.
    private mutating func read(_ permutation: Int?, _ pathIndex: Int) -> Reading {
        guard let permutation, let index = model.tokenIndex(pathAt: pathIndex, permutation: permutation) else {
            return .absent
        }
        switch converter.convert(model.tokenSets[permutation].tokens[index]) {
        case .ignored:
            return .absent
        case .skipped(let reason):
            skip(model.tokenSets[permutation].tokens[index], reason)
            return .skipped
        case .resources(let drafts):
            return .placed(Placed(pathIndex: pathIndex, permutation: permutation, index: index, drafts: drafts))
        }
    }

    private mutating func warnNightOnly(_ path: TokenPath, _ token: Token) {
        diagnostics.append(.warning(
            "android.night-only", "token '\(path)' has a night value but no day value in some themes, so Android gets none there",
            at: SourceSpan(token.source), help: "give the token a value in the light context too"))
    }

    private mutating func skip(_ token: Token, _ reason: String) {
        diagnostics.append(.warning(
            "android.unsupported-value", "token '\(token.path)' is not written for Android: \(reason)",
            at: SourceSpan(token.source)))
        collector.notes.append(AndroidXML.comment("\(token.path) (\(token.value.typeName)): skipped, \(reason)"))
    }

    /// A token the same in every theme: unprefixed resources, night ones only where night differs.
    private mutating func placeShared(_ path: TokenPath, day: Placed, night: Placed?) {
        let dayComments = comments(day)
        let nightComments = night.map(comments) ?? []
        for draft in day.drafts {
            let name = resourceName(path, variant: nil, draft)
            guard registry.claim(name, in: draft.kind.rClass, by: day.claimant) else { continue }
            if draft.kind == .color, draft.suffix.isEmpty {
                colorNames.append((path, Array(repeating: name, count: layout.variants.count)))
            }
            if draft.kind == .dimen, draft.suffix.isEmpty { dimensionReferences.append((path, "@dimen/\(name)")) }
            collector.add(draft, name: name, token: path, comments: dayComments, qualifier: .day)
            if let nightDraft = night.flatMap({ Self.differingCounterpart(of: draft, in: $0) }) {
                collector.add(nightDraft, name: name, token: path, comments: nightComments, qualifier: .night)
            }
        }
    }

    /// `draft`'s counterpart in `night`, when there is one and it needs its own resource.
    private static func differingCounterpart(of draft: ResourceDraft, in night: Placed) -> ResourceDraft? {
        guard let counterpart = night.drafts.first(where: { $0.hasSameRole(as: draft) }),
              !counterpart.writesSameResource(as: draft)
        else { return nil }
        return counterpart
    }

    /// A token that differs between themes: an `<attr>` per part, the default theme's resource under the
    /// token's own name, a prefixed resource for each other theme, and an overlay item pointing the attr at
    /// each.
    private mutating func placeThemed(_ path: TokenPath, _ sides: [Side]) {
        // The roles: every part any theme has, in the order the first theme lists them.
        var roles: [(draft: ResourceDraft, token: Placed)] = []
        for side in sides {
            guard let day = side.day else { continue }
            for draft in day.drafts where !roles.contains(where: { $0.draft.hasSameRole(as: draft) }) {
                roles.append((draft, day))
            }
        }
        for role in roles {
            let attr = attributePrefix + AndroidName.resource([path.dotted] + role.draft.suffix, prefix: prefix)
            guard registry.claim(attr, in: .attr, by: role.token.claimant) else { continue }
            collector.attrs.append(AndroidResource(
                comments: comments(role.token) + [AndroidXML.comment("differs between themes; set by each ThemeOverlay")],
                tag: "attr", name: attr, token: path.dotted, attributes: [AndroidAttribute(name: "format", value: role.draft.kind.attrFormat)],
                value: ""))
            if role.draft.kind == .dimen, role.draft.suffix.isEmpty { dimensionReferences.append((path, "?attr/\(attr)")) }
            var names: [String?] = Array(repeating: nil, count: layout.variants.count)
            defer {
                if role.draft.kind == .color, role.draft.suffix.isEmpty,
                   let fallback = names[layout.defaultVariantIndex] ?? names.compactMap({ $0 }).first
                {
                    colorNames.append((path, names.map { $0 ?? fallback }))
                }
            }
            // The resources written so far, by their day and night values: a theme whose values an earlier
            // one has (the same colour in every size of a design system with a size axis) points its overlay
            // at that resource instead of writing the same value again under its own name.
            var written: [(day: ResourceDraft, night: ResourceDraft?, name: String)] = []
            let order = sides.indices.contains(layout.defaultVariantIndex)
                ? [layout.defaultVariantIndex] + sides.indices.filter { $0 != layout.defaultVariantIndex } : Array(sides.indices)
            for index in order {
                let side = sides[index]
                guard let day = side.day, let draft = day.drafts.first(where: { $0.hasSameRole(as: role.draft) }) else { continue }
                let nightDraft = side.night.flatMap { Self.differingCounterpart(of: draft, in: $0) }
                let name: String
                if let earlier = written.first(where: {
                    $0.day.writesSameResource(as: draft)
                        && ($0.night.map { n in nightDraft.map(n.writesSameResource) ?? false } ?? (nightDraft == nil))
                }) {
                    name = earlier.name
                } else {
                    // The default theme's resource keeps the token's own name, so a name in use stays when a
                    // value starts to differ between themes.
                    let variant = index == layout.defaultVariantIndex ? nil : layout.variants[index]
                    name = resourceName(path, variant: variant, draft)
                    guard registry.claim(name, in: draft.kind.rClass, by: day.claimant) else { continue }
                    // A colour whose day or night value an earlier theme's resource already has refers to it, so
                    // no configuration holds the same colour of one token twice. The day value is shared only
                    // when this resource has its own night value, which the reference would otherwise replace.
                    var dayWritten = draft
                    var nightWritten = nightDraft
                    if draft.kind == .color {
                        if nightDraft != nil, let same = written.first(where: { $0.day.writesSameResource(as: draft) }) {
                            dayWritten.payload = .value("@color/\(same.name)")
                        }
                        if let nightDraft, let same = written.first(where: { ($0.night ?? $0.day).writesSameResource(as: nightDraft) }) {
                            nightWritten?.payload = .value("@color/\(same.name)")
                        }
                    }
                    collector.add(dayWritten, name: name, token: path, comments: comments(day), qualifier: .day)
                    if let night = side.night, let nightWritten {
                        collector.add(nightWritten, name: name, token: path, comments: comments(night), qualifier: .night)
                    }
                    written.append((draft, nightDraft, name))
                }
                if names.indices.contains(index) { names[index] = name }
                overlayItems[index].append(AndroidStyleItem(name: attr, value: "@\(draft.kind.rClass.rawValue)/\(name)"))
            }
            // A theme without the token (or without this part of it) still sets the attr, to the default theme's
            // resource, as Swift fills a missing value: an overlay has no parent to inherit it from, and an app
            // reading an unset attr fails.
            if let fallback = names[layout.defaultVariantIndex] ?? names.compactMap({ $0 }).first {
                for index in overlayItems.indices where names[index] == nil {
                    overlayItems[index].append(AndroidStyleItem(name: attr, value: "@\(role.draft.kind.rClass.rawValue)/\(fallback)"))
                }
            }
        }
    }

    /// `color_primary`, `christmas_color_primary`; text appearances are styles: `TextAppearance.Tokens.Christmas.TypographyHeadline`.
    private func resourceName(_ path: TokenPath, variant: AndroidLayout.Variant?, _ draft: ResourceDraft) -> String {
        if draft.kind == .textAppearance {
            let parts = ["TextAppearance", styleNamespace] + (variant.map { [$0.styleName] } ?? [])
                + [AndroidName.stylePart(path.dotted + " " + draft.suffix.joined(separator: " "))]
            return parts.joined(separator: ".")
        }
        // Dots separate words as segments do, so the dotted path names the same words without splitting it.
        return AndroidName.resource((variant.map { [$0.name] } ?? []) + [path.dotted] + draft.suffix, prefix: prefix)
    }

    private func token(_ placed: Placed) -> Token {
        model.tokenSets[placed.permutation].tokens[placed.index]
    }

    /// The description and deprecation, as comment lines above the token's resources.
    private func comments(_ placed: Placed) -> [String] {
        let tokens = model.tokenSets[placed.permutation].tokens
        var lines: [String] = []
        if let description = tokens[placed.index].description, !description.isEmpty {
            lines.append(AndroidXML.comment(description))
        }
        switch tokens[placed.index].deprecation {
        case .deprecated: lines.append("deprecated")
        case .deprecatedWithMessage(let message): lines.append(AndroidXML.comment("deprecated: \(message)"))
        case nil: break
        }
        if let replacement = replacementResource(placed) { lines.append(AndroidXML.comment("replaced by \(replacement)")) }
        return lines
    }

    /// `R.color.color_accent`: the resource of the token that replaces a deprecated one, when the replacement
    /// exists in the same permutation with the same type (so the same class of `R`). Written as its `R` field
    /// because aapt copies the comment into `R.java`, where `@color` would read as a Javadoc tag.
    private func replacementResource(_ placed: Placed) -> String? {
        let token = token(placed)
        // A text appearance's style name is made from more than its path; its comment keeps the message alone.
        guard let replacement = token.replacement, let rClass = placed.drafts.first?.kind.rClass, rClass != .style,
            model.token(at: replacement, permutation: placed.permutation)?.type == token.type
        else { return nil }
        return "R.\(rClass.rawValue).\(AndroidName.resource([replacement.dotted], prefix: prefix))"
    }
}
