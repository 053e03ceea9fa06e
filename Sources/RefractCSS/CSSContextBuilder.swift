import RefractDiagnostics
import RefractModel
import RefractOutput

/// Builds the `CSSContext` (docs/contexts/css.md) from the model: names, values per permutation, blocks.
public enum CSSContextBuilder {
    public static func build(
        _ model: ThemedTokenSet, prefix: String = "", settings: CSSSettings
    ) -> (CSSContext, [Diagnostic]) {
        var builder = Builder(model: model, prefix: prefix, settings: settings)
        let context = builder.context()
        return (context, builder.diagnostics)
    }
}

private struct Builder {
    let model: ThemedTokenSet
    let settings: CSSSettings
    let plan: CSSCascadePlan
    let rows: TokenRows
    var diagnostics: [Diagnostic] = []
    /// Emitted paths in order, as indices into `model.paths`.
    var emitted: [Int] = []
    /// The custom property of each of `model.paths`, nil when it is not emitted.
    var names: [String?]
    /// `model.paths` positions, for references by path.
    var pathIndex: [TokenPath: Int] = [:]
    /// For `light-dark()`: the permutation with the other of light and dark, per permutation.
    var counterparts: [Int?] = []
    /// `cache[permutation * emitted.count + i]`, computed on first use.
    var cache: [Cell?] = []

    struct Declaration: Hashable {
        var name: String
        var value: CSSValue
    }

    /// A token's declarations in one permutation, with the resolved values behind them: two cells are
    /// the same only when both are, since `var(--a)` means something else once `--a` changes.
    struct Cell: Hashable {
        var declarations: [Declaration] = []
        var resolved: [TokenValue] = []
    }

    init(model: ThemedTokenSet, prefix: String, settings: CSSSettings) {
        self.model = model
        self.settings = settings
        self.plan = CSSCascadePlan(model: model, settings: settings)
        self.rows = TokenRows(model)
        self.names = Array(repeating: nil, count: model.paths.count)
        assignNames(prefix: prefix)
        cache = Array(repeating: nil, count: emitted.count * model.permutations.count)
        counterparts = model.permutations.map { permutation in
            guard settings.colorScheme != .media, let axis = plan.schemeAxis,
                let scheme = permutation[axis.name], scheme == "light" || scheme == "dark"
            else { return nil }
            var inputs = permutation.inputs
            inputs[axis.name] = scheme == "light" ? "dark" : "light"
            return model.permutationIndex(inputs)
        }
    }

    /// The first permutation that has the token at `pathIndex`, with its position there.
    private func firstPresent(_ pathIndex: Int) -> (permutation: Int, position: Int)? {
        for permutation in rows.positions.indices {
            if let position = rows.position(permutation, pathIndex) { return (permutation, position) }
        }
        return nil
    }

    private mutating func assignNames(prefix: String) {
        var owners: [String: Int] = [:]
        owners.reserveCapacity(model.paths.count)
        pathIndex.reserveCapacity(model.paths.count)
        emitted.reserveCapacity(model.paths.count)
        for (index, path) in model.paths.enumerated() {
            pathIndex[path] = index
            guard let (permutation, position) = firstPresent(index) else { continue }
            let type = rows.tokens[permutation][position].type
            guard type != .other else { continue }
            guard let name = CSSNames.variable(path, prefix: prefix) else {
                diagnostics.append(.error(
                    "css.invalid-name", "token '\(path)' has no letters or digits to name a CSS custom property",
                    at: span(rows.tokens[permutation][position].source), help: "rename the token"))
                continue
            }
            var clash: (owner: Int, name: String)?
            if let owner = owners[name] { clash = (owner, name) }
            var parts: [String] = []
            if type == .typography {
                parts = ["font-family", "font-size", "font-weight", "letter-spacing", "line-height"]
                    .map { name + "-" + $0 }
                if clash == nil { clash = parts.lazy.compactMap { text in owners[text].map { ($0, text) } }.first }
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
            owners[name] = index
            for text in parts { owners[text] = index }
            names[index] = name
            emitted.append(index)
        }
    }

    mutating func context() -> CSSContext {
        var blocks: [CSSBlock] = []
        let varying = varyingPaths(in: [plan.themeSchemePermutations])
        let themeVarying = varyingPaths(in: plan.themeGroups)
        let schemeVarying = varyingPaths(in: plan.schemeGroups)
        let schemeContrastVarying = plan.contrastAxis == nil ? [] : varyingPaths(in: [plan.schemeContrastGroup])
        let dottedPaths = emitted.map { model.paths[$0].dotted }
        for entry in plan.entries {
            var selected: [Int]
            switch entry.tokens {
            case .all: selected = Array(emitted.indices)
            case .varying: selected = varying
            case .themeVarying: selected = themeVarying
            case .schemeVarying: selected = schemeVarying
            case .schemeContrastVarying: selected = schemeContrastVarying
            case .changedFrom(let other):
                selected = emitted.indices.filter { cell(entry.permutation, $0) != cell(other, $0) }
            case .changedFromCascade(let base, let layers):
                selected = emitted.indices.filter { index in
                    let baseCell = cell(base, index)
                    var shown = baseCell
                    for layer in layers {
                        let layerCell = cell(layer, index)
                        if layerCell != baseCell { shown = layerCell }
                    }
                    return cell(entry.permutation, index) != shown
                }
            }
            var plain: [CSSDeclaration] = []
            plain.reserveCapacity(selected.count + 1)
            var enhanced: [CSSFeature: [CSSDeclaration]] = [:]
            if let scheme = entry.colorScheme {
                plain.append(CSSDeclaration(name: "color-scheme", value: scheme, comments: [], path: ""))
            }
            let withComments = settings.comments && entry.selectors == [":root"] && entry.media == nil
            for index in selected {
                let declarations = cell(entry.permutation, index).declarations
                for (offset, declaration) in declarations.enumerated() {
                    var comments: [String] = []
                    if withComments, offset == 0,
                        let position = rows.position(entry.permutation, emitted[index])
                    {
                        comments = Self.comments(rows.tokens[entry.permutation][position])
                    }
                    plain.append(CSSDeclaration(
                        name: declaration.name, value: declaration.value.text, comments: comments,
                        path: dottedPaths[index]))
                    if let text = declaration.value.enhanced, let feature = declaration.value.feature {
                        enhanced[feature, default: []].append(CSSDeclaration(
                            name: declaration.name, value: text, comments: [], path: dottedPaths[index]))
                    }
                }
            }
            if plain.isEmpty { continue }
            let wrappers = entry.media.map { [$0] } ?? []
            blocks.append(Self.block(entry.comment, wrappers, entry.selectors, plain))
            for feature in enhanced.keys.sorted() {
                guard let list = enhanced[feature] else { continue }
                blocks.append(Self.block(
                    entry.comment + ", where \(feature.query) holds", wrappers + ["@supports " + feature.query],
                    entry.selectors, list))
            }
        }
        return CSSContext(
            fileName: settings.fileName, colorScheme: settings.colorScheme.rawValue,
            themeAttribute: settings.themeAttribute, schemeAttribute: settings.schemeAttribute,
            contrastAttribute: settings.contrastAttribute, tokenCount: emitted.count, blocks: blocks)
    }

    private static func block(
        _ comment: String, _ wrappers: [String], _ selectors: [String], _ declarations: [CSSDeclaration]
    ) -> CSSBlock {
        let indent = String(repeating: "  ", count: wrappers.count)
        let open = wrappers.enumerated().map { String(repeating: "  ", count: $0.offset) + $0.element + " {" }
        let close = wrappers.indices.reversed().map { String(repeating: "  ", count: $0) + "}" }
        return CSSBlock(
            comment: CSSText.comment(comment), open: open, close: close, indent: indent,
            selector: selectors.joined(separator: ",\n" + indent), selectors: selectors, declarations: declarations)
    }

    private static func comments(_ token: Token) -> [String] {
        var result: [String] = []
        if let description = token.description, !description.isEmpty { result.append(CSSText.comment(description)) }
        switch token.deprecation {
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
                let reference = cell(group[0], index)
                return group.dropFirst().contains { cell($0, index) != reference }
            }
        }
    }

    mutating func cell(_ permutation: Int, _ index: Int) -> Cell {
        let slot = permutation * emitted.count + index
        if let cached = cache[slot] { return cached }
        let computed = compute(permutation, index)
        cache[slot] = computed
        return computed
    }

    private func plainDeclarations(_ permutation: Int, _ index: Int, _ token: Token) -> [Declaration] {
        guard let name = names[emitted[index]] else { return [] }
        let formatter = CSSValueFormatter(settings: settings) { [rows, names, pathIndex] target, type in
            guard let targetIndex = pathIndex[target], let targetName = names[targetIndex],
                let position = rows.position(permutation, targetIndex),
                rows.tokens[permutation][position].type == type
            else { return nil }
            return "var(\(targetName))"
        }
        return formatter.parts(of: token).map { part in
            Declaration(name: part.suffix.isEmpty ? name : name + "-" + part.suffix.joined(separator: "-"),
                        value: part.value)
        }
    }

    /// With `light-dark()`, a colour is declared the same in light and dark: `light-dark(L, D)`.
    private func compute(_ permutation: Int, _ index: Int) -> Cell {
        guard let position = rows.position(permutation, emitted[index]) else { return Cell() }
        let token = rows.tokens[permutation][position]
        let own = plainDeclarations(permutation, index, token)
        let plain = Cell(declarations: own, resolved: [token.value])
        guard token.type == .color, let other = counterparts[permutation],
            let scheme = plan.schemeAxis.flatMap({ model.permutations[permutation][$0.name] }),
            let mine = own.first, let otherPosition = rows.position(other, emitted[index])
        else { return plain }
        let otherToken = rows.tokens[other][otherPosition]
        guard let theirs = plainDeclarations(other, index, otherToken).first,
            theirs.value != mine.value || otherToken.value != token.value
        else { return plain }
        let (light, dark) = scheme == "light" ? (mine.value, theirs.value) : (theirs.value, mine.value)
        let combined = "light-dark(\(light.enhanced ?? light.text), \(dark.enhanced ?? dark.text))"
        var value: CSSValue
        switch settings.colorScheme {
        case .lightDark: value = CSSValue(combined)
        case .both, .media:
            value = mine.value
            value.enhanced = combined
            value.feature = .lightDark
        }
        let resolved = scheme == "light" ? [token.value, otherToken.value] : [otherToken.value, token.value]
        return Cell(declarations: [Declaration(name: mine.name, value: value)], resolved: resolved)
    }

    private func span(_ source: SourceReference) -> SourceSpan {
        let start = SourcePosition(line: source.line, column: source.column, offset: source.offset)
        let end = SourcePosition(
            line: source.line, column: source.column + max(0, source.endOffset - source.offset),
            offset: source.endOffset)
        return SourceSpan(file: source.file, start: start, end: end)
    }
}
