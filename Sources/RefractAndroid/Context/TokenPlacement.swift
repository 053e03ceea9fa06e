import RefractDiagnostics
import RefractModel
import RefractOutput

/// Decides, token by token, which resources are written where: shared or per theme, day and night.
struct TokenPlacement {
    let model: ThemedTokenSet
    let layout: AndroidLayout
    let prefix: String
    let styleNamespace: String
    let converter: TokenConverter
    let rows: TokenRows

    var collector = ResourceCollector()
    var registry = NameRegistry()
    var diagnostics: [Diagnostic] = []
    /// The items of each theme overlay, in `layout.variants` order.
    var overlayItems: [[AndroidStyleItem]]

    init(model: ThemedTokenSet, layout: AndroidLayout, prefix: String, styleNamespace: String, converter: TokenConverter) {
        self.model = model
        self.layout = layout
        self.prefix = prefix
        self.styleNamespace = styleNamespace
        self.converter = converter
        self.rows = TokenRows(model)
        self.overlayItems = Array(repeating: [], count: layout.variants.count)
    }

    /// One theme's view of a token: its day and night tokens and what they become.
    private struct Side {
        var day: (Token, [ResourceDraft])?
        var night: (Token, [ResourceDraft])?

        /// Night falls back to day where the night token is missing, as `values-night/` does.
        var signature: [[ResourceDraft.Key]?] {
            [day.map { $0.1.map(\.key) }, (night ?? day).map { $0.1.map(\.key) }]
        }
    }

    /// Places the token at `model.paths[pathIndex]`.
    mutating func place(_ pathIndex: Int) {
        let path = model.paths[pathIndex]
        var sides: [Side] = []
        var nightOnly: Token?
        for variant in layout.variants {
            var side = Side()
            for (slot, index) in [(0, variant.day), (1, variant.night)] {
                guard let index, let position = rows.position(index, pathIndex) else { continue }
                let token = rows.tokens[index][position]
                switch converter.convert(token) {
                case .ignored:
                    continue
                case .skipped(let reason):
                    skip(token, reason)
                    return
                case .resources(let drafts):
                    if slot == 0 { side.day = (token, drafts) } else { side.night = (token, drafts) }
                }
            }
            if side.day == nil, let night = side.night {
                nightOnly = night.0
                side.night = nil
            }
            sides.append(side)
        }
        if let nightOnly {
            diagnostics.append(.warning(
                "android.night-only", "token '\(path)' has a night value but no day value in some themes, so Android gets none there",
                at: AndroidSpan.of(nightOnly), help: "give the token a value in the light context too"))
        }
        let defaultSide = sides.indices.contains(layout.defaultVariantIndex) ? sides[layout.defaultVariantIndex] : Side()
        let signatures = sides.map(\.signature)
        if let day = defaultSide.day, signatures.allSatisfy({ $0 == signatures[layout.defaultVariantIndex] }) {
            placeShared(path, day: day, night: defaultSide.night)
        } else if sides.contains(where: { $0.day != nil }) {
            placeThemed(path, sides)
        }
    }

    private mutating func skip(_ token: Token, _ reason: String) {
        diagnostics.append(.warning(
            "android.unsupported-value", "token '\(token.path)' is not written for Android: \(reason)",
            at: AndroidSpan.of(token)))
        collector.notes.append(AndroidXML.comment("\(token.path) (\(token.value.typeName)): skipped, \(reason)"))
    }

    private mutating func placeShared(_ path: TokenPath, day: (Token, [ResourceDraft]), night: (Token, [ResourceDraft])?) {
        let token = day.0
        for draft in day.1 {
            let name = resourceName(path, variant: nil, draft)
            guard registry.claim(name, in: draft.kind.rClass, by: token) else { continue }
            collector.add(draft, name: name, comments: comments(token), qualifier: .day)
            if let night, let nightDraft = night.1.first(where: { $0.suffix == draft.suffix && $0.kind == draft.kind }),
               nightDraft.key != draft.key {
                collector.add(nightDraft, name: name, comments: comments(night.0), qualifier: .night)
            }
        }
    }

    private mutating func placeThemed(_ path: TokenPath, _ sides: [Side]) {
        // The roles: every part any theme has, in the order the first theme lists them.
        var roles: [(suffix: [String], kind: ResourceKind, token: Token)] = []
        for side in sides {
            guard let (token, drafts) = side.day else { continue }
            for draft in drafts where !roles.contains(where: { $0.suffix == draft.suffix && $0.kind == draft.kind }) {
                roles.append((draft.suffix, draft.kind, token))
            }
        }
        for role in roles {
            let attr = AndroidName.resource([path.dotted] + role.suffix, prefix: prefix)
            guard registry.claim(attr, in: "attr", by: role.token) else { continue }
            collector.attrs.append(AndroidResource(
                comments: comments(role.token) + [AndroidXML.comment("differs between themes; set by each ThemeOverlay")],
                tag: "attr", name: attr, attributes: " format=\"\(role.kind.attrFormat)\"", value: ""))
            for (index, side) in sides.enumerated() {
                guard let (token, drafts) = side.day,
                      let draft = drafts.first(where: { $0.suffix == role.suffix && $0.kind == role.kind })
                else { continue }
                let name = resourceName(path, variant: layout.variants[index], draft)
                guard registry.claim(name, in: draft.kind.rClass, by: token) else { continue }
                collector.add(draft, name: name, comments: comments(token), qualifier: .day)
                if let (nightToken, nightDrafts) = side.night,
                   let nightDraft = nightDrafts.first(where: { $0.suffix == role.suffix && $0.kind == role.kind }),
                   nightDraft.key != draft.key {
                    collector.add(nightDraft, name: name, comments: comments(nightToken), qualifier: .night)
                }
                overlayItems[index].append(AndroidStyleItem(name: attr, value: "@\(draft.kind.rClass)/\(name)"))
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
        let segments = (variant.map { [$0.name] } ?? []) + [path.dotted] + draft.suffix
        return AndroidName.resource(segments, prefix: prefix)
    }

    private func comments(_ token: Token) -> [String] {
        var lines: [String] = []
        if let description = token.description, !description.isEmpty { lines.append(AndroidXML.comment(description)) }
        switch token.deprecation {
        case .deprecated: lines.append("deprecated")
        case .deprecatedWithMessage(let message): lines.append(AndroidXML.comment("deprecated: \(message)"))
        case nil: break
        }
        return lines
    }
}
