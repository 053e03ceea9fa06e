import RefractDiagnostics
import RefractModel
import RefractOutput

/// Decides, token by token, which resources are written where: shared or per theme, day and night.
struct TokenPlacement {
    let model: ThemedTokenSet
    let layout: AndroidLayout
    let prefix: String
    let styleNamespace: String
    var converter: TokenConverter
    let rows: TokenRows

    var collector: ResourceCollector
    var registry: NameRegistry
    var diagnostics: [Diagnostic] = []
    /// The items of each theme overlay, in `layout.variants` order.
    var overlayItems: [[AndroidStyleItem]]
    private var names: AndroidNameMaker

    init(
        model: ThemedTokenSet, layout: AndroidLayout, prefix: String, styleNamespace: String, converter: TokenConverter,
        collector: ResourceCollector
    ) {
        self.model = model
        self.collector = collector
        self.layout = layout
        self.prefix = prefix
        self.styleNamespace = styleNamespace
        self.converter = converter
        self.rows = TokenRows(model)
        self.registry = NameRegistry(rows: rows)
        self.names = AndroidNameMaker(prefix: prefix)
        self.overlayItems = Array(repeating: [], count: layout.variants.count)
    }

    /// A token of one permutation and what it becomes; the token stays in `rows`, read in place.
    private struct Placed {
        var pathIndex: Int
        var permutation: Int
        var position: Int
        var drafts: [ResourceDraft]

        var claimant: NameRegistry.Claimant {
            NameRegistry.Claimant(pathIndex: pathIndex, permutation: permutation, position: position)
        }
    }

    /// One theme's view of a token: its day and night tokens and what they become.
    private struct Side {
        var day: Placed?
        var night: Placed?

        /// Whether two sides need the same resources. Night falls back to day where the night token is
        /// missing, as `values-night/` does.
        func isPlacedLike(_ other: Side) -> Bool {
            Self.sameKeys(day, other.day) && Self.sameKeys(night ?? day, other.night ?? other.day)
        }

        private static func sameKeys(_ a: Placed?, _ b: Placed?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return a.drafts.count == b.drafts.count && zip(a.drafts, b.drafts).allSatisfy { $0.hasKey(of: $1) }
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
        if layout.variants.count == 1 {
            placeUnthemed(pathIndex, layout.variants[0])
            return
        }
        var sides: [Side] = []
        sides.reserveCapacity(layout.variants.count)
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
        if let nightOnly { warnNightOnly(path, nightOnly) }
        let defaultSide = sides.indices.contains(layout.defaultVariantIndex) ? sides[layout.defaultVariantIndex] : Side()
        if let day = defaultSide.day, sides.allSatisfy({ $0.isPlacedLike(defaultSide) }) {
            placeShared(path, day: day, night: defaultSide.night)
        } else if sides.contains(where: { $0.day != nil }) {
            placeThemed(path, sides)
        }
    }

    /// `place` for a model without themes (day and night only), without a list of sides per token: one
    /// side is always placed like itself, so the token is shared.
    private mutating func placeUnthemed(_ pathIndex: Int, _ variant: AndroidLayout.Variant) {
        if placeColor(pathIndex, variant) { return }
        let day: Placed?
        switch read(variant.day, pathIndex) {
        case .absent: day = nil
        case .skipped: return
        case .placed(let placed): day = placed
        }
        switch read(variant.night, pathIndex) {
        case .absent:
            if let day { placeShared(model.paths[pathIndex], day: day, night: nil) }
        case .skipped:
            return
        case .placed(let night):
            if let day {
                placeShared(model.paths[pathIndex], day: day, night: night)
            } else {
                warnNightOnly(model.paths[pathIndex], night)
            }
        }
    }

    /// `placeUnthemed` of a token that is a colour by day and, when it has a night token, by night (most
    /// tokens of a large set): what `placeShared` does with their one draft each, without the lists of
    /// drafts around them. False, having placed nothing, for any other token.
    private mutating func placeColor(_ pathIndex: Int, _ variant: AndroidLayout.Variant) -> Bool {
        guard let dayPermutation = variant.day, let dayPosition = rows.position(dayPermutation, pathIndex),
            let day = colorDraft(dayPermutation, dayPosition)
        else { return false }
        var night: (draft: ResourceDraft, permutation: Int, position: Int)?
        if let nightPermutation = variant.night, let nightPosition = rows.position(nightPermutation, pathIndex) {
            guard let draft = colorDraft(nightPermutation, nightPosition) else { return false }
            night = (draft, nightPermutation, nightPosition)
        }
        let claimant = NameRegistry.Claimant(pathIndex: pathIndex, permutation: dayPermutation, position: dayPosition)
        let dayComments = comments(dayPermutation, dayPosition)
        // Night's resource and comments before the closure below: calling a method of `self` in it, which
        // changes `self`, copied the whole placement.
        var nightResource: (draft: ResourceDraft, comments: [String])?
        if let night, !night.draft.hasKey(of: day) {
            nightResource = (night.draft, comments(night.permutation, night.position))
        }
        let name = names.resourceBytes(variant: nil, dotted: model.paths[pathIndex].dotted, suffix: [])
        name.withUnsafeBufferPointer { name in
            guard registry.claim(name, in: ResourceKind.color.rClass, by: claimant) else { return }
            collector.add(day, name: name, comments: dayComments, qualifier: .day)
            guard let nightResource else { return }
            collector.add(nightResource.draft, name: name, comments: nightResource.comments, qualifier: .night)
        }
        return true
    }

    /// The colour draft of the token at `position` of `permutation`, nil when it is not a colour.
    private mutating func colorDraft(_ permutation: Int, _ position: Int) -> ResourceDraft? {
        withUnsafeMutablePointer(to: &converter) { converter in
            rows.reading(permutation, position) {
                converter.pointee.colorDraft($0, permutation: permutation, position: position)
            }
        }
    }

    /// Converts the token at `pathIndex` of `permutation`; a token Android cannot express is reported here.
    private mutating func read(_ permutation: Int?, _ pathIndex: Int) -> Reading {
        guard let permutation, let position = rows.position(permutation, pathIndex) else { return .absent }
        // The converter alone is borrowed for writing, so `rows` is read in place beside it.
        let conversion = withUnsafeMutablePointer(to: &converter) { converter in
            rows.reading(permutation, position) { converter.pointee.convert($0, permutation: permutation, position: position) }
        }
        switch conversion {
        case .ignored:
            return .absent
        case .skipped(let reason):
            skip(rows.tokens[permutation][position], reason)
            return .skipped
        case .resources(let drafts):
            return .placed(Placed(pathIndex: pathIndex, permutation: permutation, position: position, drafts: drafts))
        }
    }

    private mutating func warnNightOnly(_ path: TokenPath, _ nightOnly: Placed) {
        diagnostics.append(.warning(
            "android.night-only", "token '\(path)' has a night value but no day value in some themes, so Android gets none there",
            at: AndroidSpan.of(token(nightOnly)), help: "give the token a value in the light context too"))
    }

    private func token(_ placed: Placed) -> Token {
        rows.tokens[placed.permutation][placed.position]
    }

    private mutating func skip(_ token: Token, _ reason: String) {
        diagnostics.append(.warning(
            "android.unsupported-value", "token '\(token.path)' is not written for Android: \(reason)",
            at: AndroidSpan.of(token)))
        collector.notes.append(AndroidXML.comment("\(token.path) (\(token.value.typeName)): skipped, \(reason)"))
    }

    private mutating func placeShared(_ path: TokenPath, day: Placed, night: Placed?) {
        let dayComments = comments(day)
        var nightComments: [String]?
        for draft in day.drafts {
            // Night's part before the claim's closure: a method of `self` called in it copied the whole placement.
            var nightPart: (draft: ResourceDraft, comments: [String])?
            if let counterpart = Self.differingCounterpart(of: draft, in: night) {
                let shared = nightComments ?? comments(night)
                nightComments = shared
                nightPart = (counterpart, shared)
            }
            if draft.kind == .textAppearance {
                let name = resourceName(path, variant: nil, draft)
                guard registry.claim(name, in: .style, by: day.claimant) else { continue }
                collector.add(draft, name: name, comments: dayComments, qualifier: .day)
                if let nightPart { collector.add(nightPart.draft, name: name, comments: nightPart.comments, qualifier: .night) }
                continue
            }
            // The name stays bytes: the registry hashes them and the values file copies them.
            let name = names.resourceBytes(variant: nil, dotted: path.dotted, suffix: draft.suffix)
            name.withUnsafeBufferPointer { name in
                guard registry.claim(name, in: draft.kind.rClass, by: day.claimant) else { return }
                collector.add(draft, name: name, comments: dayComments, qualifier: .day)
                if let nightPart { collector.add(nightPart.draft, name: name, comments: nightPart.comments, qualifier: .night) }
            }
        }
    }

    /// `draft`'s counterpart in `night`, when there is one and it needs its own resource.
    private static func differingCounterpart(of draft: ResourceDraft, in night: Placed?) -> ResourceDraft? {
        guard let night, let index = counterpart(of: draft, in: night.drafts), !night.drafts[index].hasKey(of: draft)
        else { return nil }
        return night.drafts[index]
    }

    /// The position of the draft with the same role (suffix and kind) as `draft`: usually the only one.
    private static func counterpart(of draft: ResourceDraft, in drafts: [ResourceDraft]) -> Int? {
        drafts.indices.first { drafts[$0].kind == draft.kind && drafts[$0].suffix == draft.suffix }
    }

    private mutating func placeThemed(_ path: TokenPath, _ sides: [Side]) {
        // The roles: every part any theme has, in the order the first theme lists them.
        var roles: [(suffix: [String], kind: ResourceKind, token: Placed)] = []
        for side in sides {
            guard let day = side.day else { continue }
            for draft in day.drafts where !roles.contains(where: { $0.suffix == draft.suffix && $0.kind == draft.kind }) {
                roles.append((draft.suffix, draft.kind, day))
            }
        }
        for role in roles {
            let attr = names.resource(variant: nil, dotted: path.dotted, suffix: role.suffix)
            guard registry.claim(attr, in: .attr, by: role.token.claimant) else { continue }
            collector.attrs.append(AndroidResource(
                comments: comments(role.token) + [AndroidXML.comment("differs between themes; set by each ThemeOverlay")],
                tag: "attr", name: attr, attributes: " format=\"\(role.kind.attrFormat)\"", value: ""))
            for (index, side) in sides.enumerated() {
                guard let day = side.day,
                      let draft = day.drafts.first(where: { $0.suffix == role.suffix && $0.kind == role.kind })
                else { continue }
                let name = resourceName(path, variant: layout.variants[index], draft)
                guard registry.claim(name, in: draft.kind.rClass, by: day.claimant) else { continue }
                collector.add(draft, name: name, comments: comments(day), qualifier: .day)
                if let night = side.night,
                   let nightDraft = night.drafts.first(where: { $0.suffix == role.suffix && $0.kind == role.kind }),
                   !nightDraft.hasKey(of: draft) {
                    collector.add(nightDraft, name: name, comments: comments(night), qualifier: .night)
                }
                overlayItems[index].append(AndroidStyleItem(name: attr, value: "@\(draft.kind.rClass.rawValue)/\(name)"))
            }
        }
    }

    /// `color_primary`, `christmas_color_primary`; text appearances are styles: `TextAppearance.Tokens.Christmas.TypographyHeadline`.
    private mutating func resourceName(_ path: TokenPath, variant: AndroidLayout.Variant?, _ draft: ResourceDraft) -> String {
        if draft.kind == .textAppearance {
            let parts = ["TextAppearance", styleNamespace] + (variant.map { [$0.styleName] } ?? [])
                + [AndroidName.stylePart(path.dotted + " " + draft.suffix.joined(separator: " "))]
            return parts.joined(separator: ".")
        }
        // Dots separate words as segments do, so the dotted path names the same words without splitting it.
        return names.resource(variant: variant?.name, dotted: path.dotted, suffix: draft.suffix)
    }

    private func comments(_ placed: Placed?) -> [String] {
        guard let placed else { return [] }
        return comments(placed.permutation, placed.position)
    }

    private func comments(_ permutation: Int, _ position: Int) -> [String] {
        rows.reading(permutation, position) { token in
            // Most tokens have neither: checked in place, without copying the two fields out.
            token.pointee.description == nil && token.pointee.deprecation == nil
                ? [] : Self.comments(description: token.pointee.description, deprecation: token.pointee.deprecation)
        }
    }

    private static func comments(description: String?, deprecation: Deprecation?) -> [String] {
        guard description?.isEmpty == false || deprecation != nil else { return [] }
        var lines: [String] = []
        if let description, !description.isEmpty { lines.append(AndroidXML.comment(description)) }
        switch deprecation {
        case .deprecated: lines.append("deprecated")
        case .deprecatedWithMessage(let message): lines.append(AndroidXML.comment("deprecated: \(message)"))
        case nil: break
        }
        return lines
    }
}
