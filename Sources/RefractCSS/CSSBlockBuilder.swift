import RefractDiagnostics
import RefractModel
import RefractOutput

/// Builds a context's blocks: names every token, formats its declarations per permutation (each once, on
/// first use) and lists in each block what it must declare.
struct CSSBlockBuilder {
    let model: ThemedTokenSet
    let settings: CSSSettings
    let plan: CSSCascadePlan
    let rows: TokenRows
    /// Whether bodies keep `lines` beside `body`.
    let keepsLines: Bool
    /// Whether `same` decides from the two tokens where they tell, before formatting them.
    let decidesFromTokens: Bool
    var diagnostics: [Diagnostic] = []
    /// Emitted paths in order, as indices into `model.paths`.
    var emitted: [Int] = []
    /// The custom property of each of `model.paths`, nil when it is not emitted.
    var names: [String?]
    /// For `light-dark()`: the permutation with the other of light and dark, per permutation.
    var counterparts: [Int?] = []
    /// `cache[permutation * emitted.count + i]`, computed on first use (`isCached`).
    var cache: [Cell] = []
    var isCached: [Bool] = []
    /// Made once the names are known (empty until then).
    var formatter: CSSValueFormatter
    /// `sameness[min * permutations + max][index]` for a pair of permutations: a `Sameness` value, filled
    /// on first use (empty until the pair is first compared).
    var sameness: [[UInt8]] = []

    /// Where a token sits in `rows`: what a cell's values were made from.
    struct TokenRef: Equatable {
        var permutation: Int32
        var position: Int32
    }

    /// A token's declarations in one permutation, with the resolved values behind them: two cells are
    /// the same only when both are, since `var(--a)` means something else once `--a` changes.
    struct Cell {
        /// The token's own declaration; nil when it has none in this permutation.
        var value: CSSValue?
        /// Typography's parts, after the token's own declaration.
        var parts: [CSSValueFormatter.Part] = []
        /// The token behind the value, and for `light-dark()` the dark one (`resolved` is then the light one).
        var resolved: TokenRef?
        var resolvedDark: TokenRef?
    }

    init(
        model: ThemedTokenSet, prefix: String, settings: CSSSettings, keepsLines: Bool = true,
        decidesFromTokens: Bool = true
    ) {
        self.model = model
        self.keepsLines = keepsLines
        self.decidesFromTokens = decidesFromTokens
        self.settings = settings
        self.plan = CSSCascadePlan(model: model, settings: settings)
        self.rows = TokenRows(model)
        self.names = Array(repeating: nil, count: model.paths.count)
        formatter = CSSValueFormatter(settings: settings, names: [], model: model, pathIndices: [], rows: rows)
        assignNames(prefix: prefix)
        formatter = CSSValueFormatter(
            settings: settings, names: names, model: model, pathIndices: CSSValueFormatter.pathIndices(rows), rows: rows,
            srgbBytes: nil)
        cache = Array(repeating: Cell(), count: emitted.count * model.permutations.count)
        isCached = Array(repeating: false, count: cache.count)
        sameness = Array(repeating: [], count: model.permutations.count * model.permutations.count)
        counterparts = model.permutations.map { permutation in
            guard settings.colorScheme != .media, let axis = plan.schemeAxis,
                let scheme = permutation[axis.name], scheme == "light" || scheme == "dark"
            else { return nil }
            var inputs = permutation.inputs
            inputs[axis.name] = scheme == "light" ? "dark" : "light"
            return model.permutationIndex(inputs)
        }
    }

    func context(blocks: [CSSBlock]) -> CSSContext {
        CSSContext(
            fileName: settings.fileName, colorScheme: settings.colorScheme.rawValue,
            themeAttribute: settings.themeAttribute, schemeAttribute: settings.schemeAttribute,
            contrastAttribute: settings.contrastAttribute, tokenCount: emitted.count, blocks: blocks)
    }

    /// The first permutation that has the token at `pathIndex`, with its position there.
    private func firstPresent(_ pathIndex: Int) -> (permutation: Int, position: Int)? {
        for permutation in rows.positions.indices {
            if let position = rows.position(permutation, pathIndex) { return (permutation, position) }
        }
        return nil
    }

    private func type(_ permutation: Int, _ position: Int) -> TokenType {
        rows.reading(permutation, position) { CSSTokenType.of($0) }
    }

    /// Names every emitted path.
    private mutating func assignNames(prefix: String) {
        var owners = CSSNameTable(capacity: model.paths.count)
        emitted.reserveCapacity(model.paths.count)
        var maker = CSSNameMaker(prefix: prefix)
        for index in model.paths.indices {
            guard let (permutation, position) = firstPresent(index) else { continue }
            let type = type(permutation, position)
            guard type != .other else { continue }
            let path = model.paths[index]
            guard let name = CSSNames.variable(path, prefix: prefix, maker: &maker) else {
                diagnostics.append(.error(
                    "css.invalid-name", "token '\(path)' has no letters or digits to name a CSS custom property",
                    at: span(rows.tokens[permutation][position].source), help: "rename the token"))
                continue
            }
            var clash: (owner: Int, name: String)?
            if type == .typography {
                // The name and its parts are claimed together or not at all.
                let parts = CSSPart.typographyParts.map { $0.name(of: name) }
                clash = ([name] + parts).lazy.compactMap { text in owners.owner(of: text).map { ($0, text) } }.first
                if clash == nil { for text in [name] + parts { _ = owners.claim(text, for: index) } }
            } else if let owner = owners.claim(name, for: index) {
                clash = (owner, name)
            }
            if let clash {
                diagnostics.append(.error(
                    "css.name-collision",
                    "token '\(path)' and token '\(model.paths[clash.owner])' both become the CSS custom property "
                        + "'\(clash.name)'",
                    at: span(rows.tokens[permutation][position].source),
                    help: "rename one of them; '\(path)' is left out of the CSS"))
                continue
            }
            names[index] = name
            emitted.append(index)
        }
    }

    /// The blocks in cascade order, each with its declarations listed into a `Body`; empty blocks left out.
    mutating func blocks<Body: CSSBlockBody>(_: Body.Type) -> [(CSSBlockHeading, Body)] {
        var blocks: [(CSSBlockHeading, Body)] = []
        let varying = varyingPaths(in: [plan.themeSchemePermutations])
        let themeVarying = varyingPaths(in: plan.themeGroups)
        let schemeVarying = varyingPaths(in: plan.schemeGroups)
        let schemeContrastVarying = plan.contrastAxis == nil ? [] : varyingPaths(in: [plan.schemeContrastGroup])
        for entry in plan.entries {
            var selected: [Int]
            switch entry.tokens {
            case .all: selected = Array(emitted.indices)
            case .varying: selected = varying
            case .themeVarying: selected = themeVarying
            case .schemeVarying: selected = schemeVarying
            case .schemeContrastVarying: selected = schemeContrastVarying
            case .changedFrom(let other):
                selected = emitted.indices.filter { !same(entry.permutation, other, $0) }
            case .changedFromCascade(let base, let layers):
                selected = emitted.indices.filter { index in
                    var shown = base
                    for layer in layers where !same(layer, base, index) { shown = layer }
                    return !same(entry.permutation, shown, index)
                }
            }
            let wrappers = entry.media.map { [$0] } ?? []
            let indent = String(repeating: "  ", count: wrappers.count)
            var plain = Body(capacity: selected.count + 1, indent: indent, keepsLines: keepsLines)
            // Indexed by `CSSFeature.rawValue`; inside one more at-rule (`@supports`).
            var enhanced = [CSSFeature.modernColor, .lightDark].map { _ in
                Body(capacity: 0, indent: indent + "  ", keepsLines: keepsLines)
            }
            if let scheme = entry.colorScheme {
                plain.add(name: "color-scheme", value: scheme, comments: [], path: "")
            }
            let withComments = settings.comments && entry.selectors == [":root"] && entry.media == nil
            for index in selected {
                let slot = ensure(entry.permutation, index)
                guard let name = names[emitted[index]] else { continue }
                // Read in place: copying each cell (its texts and parts) for each declaration showed.
                let (text, enhancedText, feature, hasParts) = cache.withUnsafeBufferPointer { cells in
                    (cells[slot].value?.text, cells[slot].value?.enhanced, cells[slot].value?.feature,
                     !cells[slot].parts.isEmpty)
                }
                guard let text else { continue }
                let path = emitted[index]
                let comments = withComments ? self.comments(entry.permutation, path) : []
                plain.add(name: name, value: text, comments: comments, path: model.paths[path].dotted)
                if let enhancedText, let feature {
                    enhanced[feature.rawValue].add(
                        name: name, value: enhancedText, comments: [], path: model.paths[path].dotted)
                }
                guard hasParts else { continue }
                for part in cache[slot].parts {
                    let partName = part.part.name(of: name)
                    plain.add(name: partName, value: part.value.text, comments: [], path: model.paths[path].dotted)
                    if let text = part.value.enhanced, let feature = part.value.feature {
                        enhanced[feature.rawValue].add(
                            name: partName, value: text, comments: [], path: model.paths[path].dotted)
                    }
                }
            }
            if plain.isEmpty { continue }
            plain.finish()
            blocks.append((CSSBlockHeading(comment: entry.comment, wrappers: wrappers, selectors: entry.selectors), plain))
            for feature in [CSSFeature.modernColor, .lightDark] where !enhanced[feature.rawValue].isEmpty {
                enhanced[feature.rawValue].finish()
                let heading = CSSBlockHeading(
                    comment: entry.comment + ", where \(feature.query) holds",
                    wrappers: wrappers + ["@supports " + feature.query], selectors: entry.selectors)
                blocks.append((heading, enhanced[feature.rawValue]))
            }
        }
        return blocks
    }

    /// Non-mutating, so the token is read in place rather than copied.
    private func comments(_ permutation: Int, _ pathIndex: Int) -> [String] {
        guard let position = rows.position(permutation, pathIndex) else { return [] }
        // The two fields, not the token: passing a `Token` on copies it.
        return rows.reading(permutation, position) { token in
            token.pointee.description == nil && token.pointee.deprecation == nil
                ? [] : Self.comments(description: token.pointee.description, deprecation: token.pointee.deprecation)
        }
    }

    private static func comments(description: String?, deprecation: Deprecation?) -> [String] {
        var result: [String] = []
        if let description, !description.isEmpty { result.append(CSSText.comment(description)) }
        switch deprecation {
        case .deprecated?: result.append("deprecated")
        case .deprecatedWithMessage(let message)?: result.append(CSSText.comment("deprecated: " + message))
        case nil: break
        }
        return result
    }

    /// Indices (into `emitted`) of paths whose cells differ within any of the groups of permutations.
    private mutating func varyingPaths(in groups: [[Int]]) -> [Int] {
        let groups = groups.filter { $0.count > 1 }
        guard !groups.isEmpty else { return [] }
        return emitted.indices.filter { index in
            groups.contains { group in
                group.dropFirst().contains { !same(group[0], $0, index) }
            }
        }
    }

    /// With `light-dark()`, a colour is declared the same in light and dark: `light-dark(L, D)`.
    mutating func compute(_ permutation: Int, _ index: Int) -> Cell {
        let path = emitted[index]
        guard let position = rows.position(permutation, path) else { return Cell() }
        let rows = self.rows
        let (value, parts) = rows.reading(permutation, position) {
            formatter.declarations(of: $0, at: path, in: permutation, position: position)
        }
        let mine = TokenRef(permutation: Int32(permutation), position: Int32(position))
        let plain = Cell(value: value, parts: parts, resolved: mine)
        guard type(permutation, position) == .color, let other = counterparts[permutation],
            let scheme = plan.schemeAxis.flatMap({ model.permutations[permutation][$0.name] }),
            let value, let otherPosition = rows.position(other, emitted[index])
        else { return plain }
        let theirs = TokenRef(permutation: Int32(other), position: Int32(otherPosition))
        guard let otherValue = rows.reading(other, otherPosition, { formatter.declarations(of: $0, at: path, in: other, position: otherPosition).value }),
            otherValue != value || !sameValue(mine, theirs)
        else { return plain }
        let (light, dark) = scheme == "light" ? (value, otherValue) : (otherValue, value)
        let combined = "light-dark(\(light.enhanced ?? light.text), \(dark.enhanced ?? dark.text))"
        var declared: CSSValue
        switch settings.colorScheme {
        case .lightDark: declared = CSSValue(combined)
        case .both, .media:
            declared = value
            declared.enhanced = combined
            declared.feature = .lightDark
        }
        return scheme == "light"
            ? Cell(value: declared, resolved: mine, resolvedDark: theirs)
            : Cell(value: declared, resolved: theirs, resolvedDark: mine)
    }

    private func span(_ source: SourceReference) -> SourceSpan {
        let start = SourcePosition(line: source.line, column: source.column, offset: source.offset)
        let end = SourcePosition(
            line: source.line, column: source.column + max(0, source.endOffset - source.offset),
            offset: source.endOffset)
        return SourceSpan(file: source.file, start: start, end: end)
    }
}
