import RefractDiagnostics
import RefractModel
import RefractOutput

/// The shape both the Swift output and the JSON bundle give a themed token set: themes, collections by
/// token type, members with their values in every theme. The build computes it once and hands it to both
/// backends, so a bundle always decodes into the generated `Theme`.
public struct ThemeLayout: Sendable {
    public struct Member: Sendable {
        /// The member name (`brandPrimary`), also the JSON key; not backticked.
        public var name: String
        public var path: TokenPath
        public var description: String?
        public var deprecation: Deprecation?
    }

    /// A value in light and in dark, and at increased contrast where the theme has a contrast variant (nil
    /// otherwise, and always for collections that are not adaptive, whose light and dark are equal).
    public struct Adaptive: Sendable, Hashable {
        public var light: ThemeValue
        public var dark: ThemeValue
        public var lightIncreasedContrast: ThemeValue? = nil
        public var darkIncreasedContrast: ThemeValue? = nil
    }

    public struct Collection: Sendable {
        public var kind: ThemeCollectionKind
        public var members: [Member]
        /// `values[member * themeCount + theme]`: one flat array rather than an array per member.
        var values: [Adaptive]
        let themeCount: Int

        /// The value of member `member` in theme `theme` (`themes` order).
        public func value(_ member: Int, theme: Int) -> Adaptive {
            values[member * themeCount + theme]
        }

        /// The values of member `member` in every theme, in `themes` order.
        public func values(_ member: Int) -> [Adaptive] {
            Array(values[member * themeCount..<(member + 1) * themeCount])
        }

        public func sameValue(_ member: Int, _ a: Int, _ b: Int) -> Bool {
            value(member, theme: a) == value(member, theme: b)
        }
    }

    public var themes: [ThemeVariant]
    /// Every kind, in `ThemeCollectionKind.allCases` order, empty ones included (a `Theme` always has them all).
    public var collections: [Collection]
    /// What laying out found, with codes under `layout.`; see `diagnostics(platform:)`.
    private var findings: [Diagnostic]

    public var defaultTheme: ThemeVariant? { themes.first(where: \.isDefault) }

    /// What laying out found, with the codes of `platform` (`swift.name-collision`): each output that uses
    /// the layout reports its findings as its own.
    public func diagnostics(platform: String) -> [Diagnostic] {
        findings.map { finding in
            var diagnostic = finding
            switch finding.code.rawValue.dropFirst(Self.placeholder.count + 1) {
            case "name-collision": diagnostic.code = DiagnosticCode("\(platform).name-collision")
            case "scheme-dependent-value": diagnostic.code = DiagnosticCode("\(platform).scheme-dependent-value")
            case "missing-value": diagnostic.code = DiagnosticCode("\(platform).missing-value")
            case "scheme-context-dropped": diagnostic.code = DiagnosticCode("\(platform).scheme-context-dropped")
            default: break
            }
            return diagnostic
        }
    }

    private static let placeholder = "layout"

    public init(_ model: ThemedTokenSet) {
        let schemeContexts = ThemeSchemeContexts.find(in: model)
        let themes = ThemeVariant.all(in: model, schemeContexts: schemeContexts)
        self.themes = themes
        var findings: [Diagnostic] = []
        if let schemeContexts {
            let kept = [schemeContexts.light, schemeContexts.lightIncreasedContrast, schemeContexts.dark,
                        schemeContexts.darkIncreasedContrast].compactMap { $0 }
            for context in schemeContexts.dropped {
                findings.append(.warning(
                    DiagnosticCode("\(Self.placeholder).scheme-context-dropped"),
                    "context '\(context)' of modifier '\(schemeContexts.axis.name)' is neither a colour scheme nor "
                        + "one at increased contrast; the themes leave it out",
                    at: schemeContexts.axis.source(ofContext: context).map(SourceSpan.init),
                    notes: [DiagnosticNote(
                        "'\(schemeContexts.axis.name)' is read as the colour scheme: "
                            + kept.map { "'\($0)'" }.joined(separator: ", "), at: nil)],
                    help: "give the variant a modifier of its own (a theme or contrast modifier), or remove the context"))
            }
        }
        let defaultIndex = model.defaultPermutationIndex ?? 0
        let permutationCount = model.tokenSets.count

        func token(_ permutation: Int, _ row: Int) -> Token? {
            guard permutation >= 0, permutation < permutationCount,
                let index = model.tokenIndex(pathAt: row, permutation: permutation)
            else { return nil }
            return model.tokenSets[permutation].tokens[index]
        }
        /// The token that decides the path's collection: the default permutation's, else the first there is.
        func reference(_ row: Int) -> Token? {
            token(defaultIndex, row) ?? (0..<permutationCount).lazy.compactMap { token($0, row) }.first
        }
        var colors = ThemeColorConversions()
        /// The value in `permutation`, when the token there is of the collection `kind` (any, for nil).
        func value(_ permutation: Int, _ row: Int, _ kind: ThemeCollectionKind?) -> ThemeValue? {
            guard let token = token(permutation, row) else { return nil }
            if let kind, ThemeCollectionKind(token.type) != kind { return nil }
            return ThemeValue(token.value, colors: &colors)
        }

        // Each collection's members sorted by name, then by path: the first path of a name keeps it.
        var rowsByKind = [[(name: String, row: Int)]](repeating: [], count: ThemeCollectionKind.allCases.count)
        var references = [Token?](repeating: nil, count: model.paths.count)
        var names = [String](repeating: "", count: model.paths.count)
        // Paths share most of their segments: each distinct one is split into words and cased once.
        var namedSegments: [String: ThemeMemberName.Segment] = [:]
        for row in model.paths.indices {
            guard let token = reference(row), let kind = ThemeCollectionKind(token.type) else { continue }
            references[row] = token
            let segments = model.paths[row].segments.map { segment in
                if let known = namedSegments[segment] { return known }
                let named = ThemeMemberName.Segment(segment)
                namedSegments[segment] = named
                return named
            }
            names[row] = ThemeMemberName.name(of: segments, in: kind)
            rowsByKind[kind.ordinal].append((names[row], row))
        }
        // By row: the member's place in its collection, or the row that took its name first.
        var place = [Int?](repeating: nil, count: model.paths.count)
        var owner = [Int?](repeating: nil, count: model.paths.count)
        var members = [[Member]](repeating: [], count: rowsByKind.count)
        for k in rowsByKind.indices {
            rowsByKind[k].sort { ($0.name, $0.row) < ($1.name, $1.row) }
            var kept: [(name: String, row: Int)] = []
            for entry in rowsByKind[k] {
                if let first = kept.last, first.name == entry.name {
                    owner[entry.row] = first.row
                } else {
                    place[entry.row] = kept.count
                    kept.append(entry)
                }
            }
            members[k] = kept.map { entry in
                let token = references[entry.row]
                return Member(
                    name: entry.name, path: model.paths[entry.row], description: token?.description,
                    deprecation: token?.deprecation)
            }
        }

        let placeholder = Adaptive(light: .number(0), dark: .number(0))
        var values = members.map { [Adaptive](repeating: placeholder, count: $0.count * themes.count) }
        for row in model.paths.indices {
            guard let reference = references[row], let kind = ThemeCollectionKind(reference.type) else { continue }
            let path = model.paths[row]
            let span = SourceSpan(reference.source)
            if let other = owner[row] {
                if model.sharesNameHarmlessly(model.paths[other], path) {
                    findings.append(SharedName.note(model.paths[other], path, become: "'\(kind.property).\(names[row])'", at: span))
                    continue
                }
                findings.append(.error(
                    DiagnosticCode("\(Self.placeholder).name-collision"),
                    "tokens '\(model.paths[other])' and '\(path)' both become '\(kind.property).\(names[row])'",
                    at: span, label: "second token",
                    notes: references[other].map { [DiagnosticNote("'\(model.paths[other])' is defined here", at: SourceSpan($0.source))] } ?? [],
                    help: "rename one of the tokens, or give one another path on this platform with 'rename:' in the platform's settings"))
                continue
            }
            guard let member = place[row] else { continue }
            var missing: [String] = []
            // The same for every theme: found once per row, or themes × permutations would be searched.
            var rowFallback: ThemeValue??
            func fallbackOfRow() -> ThemeValue? {
                if let known = rowFallback { return known }
                let found = value(defaultIndex, row, kind)
                    ?? (0..<permutationCount).lazy.compactMap({ value($0, row, nil) }).first
                rowFallback = .some(found)
                return found
            }
            for (t, theme) in themes.enumerated() {
                let light = value(theme.lightPermutation, row, kind)
                let dark = value(theme.darkPermutation, row, kind)
                guard let fallback = light ?? dark ?? fallbackOfRow() else { continue }
                if light == nil || dark == nil { missing.append(theme.name) }
                let lightValue = light ?? fallback
                let lightIncreased = theme.lightIncreasedContrastPermutation.flatMap { value($0, row, kind) }
                let darkIncreased = theme.darkIncreasedContrastPermutation.flatMap { value($0, row, kind) }
                let at = member * themes.count + t
                if kind.isAdaptive {
                    let darkValue = dark ?? light ?? fallback
                    var adaptive = Adaptive(light: lightValue, dark: darkValue)
                    if theme.lightIncreasedContrastPermutation != nil {
                        adaptive.lightIncreasedContrast = lightIncreased ?? lightValue
                        adaptive.darkIncreasedContrast = darkIncreased ?? lightIncreased ?? darkValue
                    }
                    values[kind.ordinal][at] = adaptive
                    continue
                }
                values[kind.ordinal][at] = Adaptive(light: lightValue, dark: lightValue)
                let differs: String? = if let light, let dark, light != dark {
                    "differs between light and dark"
                } else if let light,
                    (lightIncreased.map { $0 != light } ?? false) || (darkIncreased.map { $0 != light } ?? false)
                {
                    "differs at increased contrast"
                } else {
                    nil
                }
                if let differs {
                    findings.append(.warning(
                        DiagnosticCode("\(Self.placeholder).scheme-dependent-value"),
                        "token '\(path)' \(differs) in theme '\(theme.name)'; "
                            + "\(kind.property) are not adaptive, the light value is used",
                        at: span))
                }
            }
            if !missing.isEmpty {
                findings.append(.warning(
                    DiagnosticCode("\(Self.placeholder).missing-value"),
                    "token '\(path)' has no \(reference.type.rawValue) value in some permutations of "
                        + missing.map { "'\($0)'" }.joined(separator: ", ") + "; the default value is used",
                    at: span))
            }
        }
        collections = ThemeCollectionKind.allCases.map { kind in
            Collection(kind: kind, members: members[kind.ordinal], values: values[kind.ordinal], themeCount: themes.count)
        }
        var themeOwners: [String: String] = [:]
        for theme in themes {
            if let other = themeOwners[theme.identifier] {
                findings.append(.error(
                    DiagnosticCode("\(Self.placeholder).name-collision"),
                    "themes '\(other)' and '\(theme.name)' both become 'Theme.\(theme.identifier)'",
                    at: theme.source.map { SourceSpan($0) }))
            }
            themeOwners[theme.identifier] = theme.name
        }
        self.findings = findings
    }
}
