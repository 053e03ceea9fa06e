import Foundation
import RefractDiagnostics
import RefractModel

/// The shape both the Swift output and the JSON bundle give a themed token set: themes, collections by
/// token type, members with their values in every theme. Built once from the model; the Swift and JSON
/// backends format it, so a bundle always decodes into the generated `Theme`.
public struct ThemeLayout: Sendable {
    public struct Member: Sendable {
        /// The member name (`brandPrimary`), also the JSON key; not backticked.
        public var name: String
        public var path: TokenPath
        public var description: String?
        public var deprecation: Deprecation?
    }

    /// A value in light and in dark, and at increased contrast where the token set has a contrast axis
    /// (nil otherwise, and always for collections that are not adaptive, whose light and dark are equal).
    public struct Adaptive: Sendable, Hashable {
        public var light: ThemeValue
        public var dark: ThemeValue
        public var lightIncreasedContrast: ThemeValue? = nil
        public var darkIncreasedContrast: ThemeValue? = nil
    }

    public struct Collection: Sendable {
        public var kind: ThemeCollectionKind
        public var members: [Member]
        /// The values of every member in every theme, in one array: a member's values in `themes` order, each
        /// as `width` values (light; light and dark; or light, dark and their increased-contrast variants), so
        /// no array per member (100,000 small arrays for 100k tokens) and no dark copy of a plain value.
        var slots: [ThemeValue]
        /// Values per member and theme in `slots`.
        let width: Int
        /// Per theme: whether its adaptive values have increased-contrast variants.
        let contrast: [Bool]

        /// The value of member `member` in theme `theme` (`themes` order).
        public func value(_ member: Int, theme: Int) -> Adaptive {
            let at = (member * contrast.count + theme) * width
            guard kind.isAdaptive else { return Adaptive(light: slots[at], dark: slots[at]) }
            guard contrast[theme] else { return Adaptive(light: slots[at], dark: slots[at + 1]) }
            return Adaptive(
                light: slots[at], dark: slots[at + 1], lightIncreasedContrast: slots[at + 2],
                darkIncreasedContrast: slots[at + 3])
        }

        /// The values of member `member` in every theme, in `themes` order.
        public func values(_ member: Int) -> [Adaptive] {
            contrast.indices.map { value(member, theme: $0) }
        }

        /// Whether `value(member, theme: a) == value(member, theme: b)`, compared in place.
        public func sameValue(_ member: Int, _ a: Int, _ b: Int) -> Bool {
            guard a != b else { return true }
            guard contrast[a] == contrast[b] || !kind.isAdaptive else { return false }
            let first = (member * contrast.count + a) * width, second = (member * contrast.count + b) * width
            let used = !kind.isAdaptive ? 1 : contrast[a] ? 4 : 2
            for offset in 0..<used where slots[first + offset] != slots[second + offset] { return false }
            return true
        }

        /// The light value of member `member` in theme `theme`, the whole value of a collection that is not adaptive.
        public func light(_ member: Int, theme: Int) -> ThemeValue { slots[(member * contrast.count + theme) * width] }
    }

    public var themes: [ThemeVariant]
    /// Every kind, in `ThemeCollectionKind.allCases` order, empty ones included (a `Theme` always has them all).
    public var collections: [Collection]
    public var diagnostics: [Diagnostic]
    /// The colours the layout converted outside sRGB, for outputs that print the same tokens again.
    public var colors: ThemeColorMemo

    public var defaultTheme: ThemeVariant? { themes.first(where: \.isDefault) }

    /// `platform` prefixes the diagnostic codes (`swift.name-collision`). The Swift and JSON backends of
    /// one build ask for the layout of the same model: it is computed once and shared.
    public init(_ model: ThemedTokenSet, platform: String) {
        self = BackendHandoffs.themeLayout.value(for: model) { ThemeLayout(computing: $0) }.for(platform: platform)
    }

    private func `for`(platform: String) -> ThemeLayout {
        var copy = self
        copy.diagnostics = diagnostics.map { diagnostic in
            var renamed = diagnostic
            let code = diagnostic.code.rawValue
            if code.hasPrefix(Self.placeholder + ".") {
                renamed.code = DiagnosticCode(platform + code.dropFirst(Self.placeholder.count))
            }
            return renamed
        }
        return copy
    }

    private static let placeholder = "layout"

    init(computing model: ThemedTokenSet) {
        let platform = Self.placeholder
        themes = ThemeVariant.all(in: model)
        var diagnostics: [Diagnostic] = []
        let defaultIndex = model.defaultPermutationIndex ?? 0
        // Tokens are read in place by row: no array of `Token` copies per path.
        let rows = TokenRows(model)
        var memo = ThemeColorMemo(tokenCounts: rows.tokens.map(\.count))
        let width = model.tokenSets.count
        let paths = model.paths
        // One reader for every row: a reader per row copied the rows (a retain of each list).
        let reader = RowReader(rows: rows, width: width)
        // First the collection and the name of every path, so that one sort per collection both orders its
        // members and puts equal names side by side, instead of a hash of every name.
        var kinds = [Int8](repeating: -1, count: paths.count)
        var names = [String](repeating: "", count: paths.count)
        var namer = ThemeMemberName.Namer()
        for row in paths.indices {
            guard let at = reader.reference(row, default: defaultIndex),
                let kind = ThemeCollectionKind(rows.tokens[at.permutation][at.position].type)
            else { continue }
            kinds[row] = Int8(kind.ordinal)
            names[row] = namer.name(for: paths[row], in: kind)
        }
        // Indexed by `ThemeCollectionKind.ordinal`: the rows of the members, by name. `owners[row]`: the row
        // that took the name `row` wanted (the first row of that name), or -1.
        var orders = [[Int32]](repeating: [], count: ThemeCollectionKind.allCases.count)
        for row in kinds.indices where kinds[row] >= 0 { orders[Int(kinds[row])].append(Int32(row)) }
        var owners = [Int32](repeating: -1, count: paths.count)
        for k in orders.indices where !orders[k].isEmpty {
            names.withUnsafeBufferPointer { names in
                orders[k].sort { a, b in
                    names[Int(a)] == names[Int(b)] ? a < b : names[Int(a)] < names[Int(b)]
                }
                var kept: [Int32] = []
                kept.reserveCapacity(orders[k].count)
                for row in orders[k] {
                    if let first = kept.last, names[Int(first)] == names[Int(row)] {
                        owners[Int(row)] = first
                    } else {
                        kept.append(row)
                    }
                }
                orders[k] = kept
            }
        }
        // The permutations of each theme, without its names: a copy of a theme per path retained them.
        let permutations = themes.map {
            (lightPermutation: $0.lightPermutation, darkPermutation: $0.darkPermutation,
             lightIncreasedContrastPermutation: $0.lightIncreasedContrastPermutation,
             darkIncreasedContrastPermutation: $0.darkIncreasedContrastPermutation)
        }
        // Each member is written straight to its place in its collection: `places[row]`, its index there.
        var places = [Int32](repeating: -1, count: paths.count)
        for k in orders.indices {
            for (place, row) in orders[k].enumerated() { places[Int(row)] = Int32(place) }
        }
        let contrast = permutations.map { $0.lightIncreasedContrastPermutation != nil }
        let anyContrast = contrast.contains(true)
        let widths = ThemeCollectionKind.allCases.map { !$0.isAdaptive ? 1 : anyContrast ? 4 : 2 }
        let placeholder = Member(name: "", path: TokenPath(""), description: nil, deprecation: nil)
        var members = orders.map { [Member](repeating: placeholder, count: $0.count) }
        var slots = orders.indices.map {
            [ThemeValue](repeating: .number(0), count: orders[$0].count * permutations.count * widths[$0])
        }
        for row in paths.indices where kinds[row] >= 0 {
            let path = paths[row]
            // A row has a kind only when it has a reference token (the first pass).
            guard let at = reader.reference(row, default: defaultIndex) else { continue }
            let kind = ThemeCollectionKind.allCases[Int(kinds[row])]
            let referencePermutation = at.permutation, referencePosition = at.position
            let referenceType = rows.tokens[referencePermutation][referencePosition].type
            let value = { (permutation: Int) in reader.value(permutation, row, kind, memo: &memo) }
            if owners[row] >= 0 {
                let other = paths[Int(owners[row])]
                diagnostics.append(.error(
                    DiagnosticCode("\(platform).name-collision"),
                    "tokens '\(other)' and '\(path)' both become '\(kind.property).\(names[row])'",
                    at: Self.span(rows.tokens[referencePermutation][referencePosition].source),
                    help: "rename one of the tokens"))
                continue
            }
            let k = kind.ordinal, place = Int(places[row]), valueWidth = widths[k]
            var missing: [String] = []
            for (t, theme) in permutations.enumerated() {
                let light = value(theme.lightPermutation)
                let dark = value(theme.darkPermutation)
                guard let fallback = light ?? dark ?? value(defaultIndex)
                    ?? (0..<width).lazy.compactMap({ reader.value($0, row, nil, memo: &memo) }).first
                else { continue }
                if light == nil || dark == nil { missing.append(themes[t].name) }
                let slot = (place * permutations.count + t) * valueWidth
                let lightValue = light ?? fallback
                slots[k][slot] = lightValue
                let lightIncreased = theme.lightIncreasedContrastPermutation.flatMap { value($0) }
                let darkIncreased = theme.darkIncreasedContrastPermutation.flatMap { value($0) }
                if kind.isAdaptive {
                    let darkValue = dark ?? light ?? fallback
                    slots[k][slot + 1] = darkValue
                    if contrast[t] {
                        slots[k][slot + 2] = lightIncreased ?? lightValue
                        slots[k][slot + 3] = darkIncreased ?? lightIncreased ?? darkValue
                    }
                    continue
                }
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
                    diagnostics.append(.warning(
                        DiagnosticCode("\(platform).scheme-dependent-value"),
                        "token '\(path)' \(differs) in theme '\(themes[t].name)'; "
                            + "\(kind.property) are not adaptive, the light value is used",
                        at: Self.span(rows.tokens[referencePermutation][referencePosition].source)))
                }
            }
            if !missing.isEmpty {
                diagnostics.append(.warning(
                    DiagnosticCode("\(platform).missing-value"),
                    "token '\(path)' has no \(referenceType.rawValue) value in some permutations of "
                        + missing.map { "'\($0)'" }.joined(separator: ", ") + "; the default value is used",
                    at: Self.span(rows.tokens[referencePermutation][referencePosition].source)))
            }
            members[k][place] = Member(
                name: names[row], path: path, description: rows.tokens[referencePermutation][referencePosition].description,
                deprecation: rows.tokens[referencePermutation][referencePosition].deprecation)
        }
        collections = ThemeCollectionKind.allCases.map { kind in
            Collection(
                kind: kind, members: members[kind.ordinal], slots: slots[kind.ordinal], width: widths[kind.ordinal],
                contrast: contrast)
        }
        var themeOwners: [String: String] = [:]
        for theme in themes {
            if let other = themeOwners[theme.identifier] {
                diagnostics.append(.error(
                    DiagnosticCode("\(platform).name-collision"),
                    "themes '\(other)' and '\(theme.name)' both become 'Theme.\(theme.identifier)'", at: nil))
            }
            themeOwners[theme.identifier] = theme.name
        }
        self.diagnostics = diagnostics
        colors = memo
    }

    /// The tokens of each path (a row), read in place in each permutation.
    private struct RowReader {
        let rows: TokenRows
        let width: Int

        func position(_ permutation: Int, _ row: Int) -> Int? {
            permutation >= 0 && permutation < width ? rows.position(permutation, row) : nil
        }

        /// The token that decides the path's collection: the default permutation's, else the first there is.
        func reference(_ row: Int, default defaultIndex: Int) -> (permutation: Int, position: Int)? {
            guard let permutation = position(defaultIndex, row) != nil
                ? defaultIndex : (0..<width).first(where: { position($0, row) != nil }),
                let position = position(permutation, row)
            else { return nil }
            return (permutation, position)
        }

        /// The value in `permutation`, when the token there is of the collection `kind` (any, for nil).
        func value(
            _ permutation: Int, _ row: Int, _ kind: ThemeCollectionKind?, memo: inout ThemeColorMemo
        ) -> ThemeValue? {
            guard let at = position(permutation, row) else { return nil }
            return rows.reading(permutation, at) { token in
                if let kind, ThemeCollectionKind(token.pointee.type) != kind { return nil }
                if case .color(let color) = token.pointee.value {
                    return .color(memo.remember(color, permutation: permutation, position: at))
                }
                return ThemeValue(token.pointee.value) { memo.remember($0) }
            }
        }
    }

    public static func span(_ source: SourceReference) -> SourceSpan {
        SourceSpan(
            file: source.file,
            start: SourcePosition(line: source.line, column: source.column, offset: source.offset),
            end: SourcePosition(
                line: source.line, column: source.column + max(0, source.endOffset - source.offset),
                offset: source.endOffset))
    }
}
