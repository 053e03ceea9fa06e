import RefractDiagnostics
import RefractModel

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
    var diagnostics: [Diagnostic] = []
    /// Emitted paths in order, with their variable names.
    var paths: [TokenPath] = []
    var names: [TokenPath: String] = [:]
    /// `declarations[permutation][pathIndex]`, computed on first use.
    var cache: [[Cell?]]

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
        self.cache = []
        assignNames(prefix: prefix)
        cache = Array(repeating: Array(repeating: nil, count: paths.count), count: model.permutations.count)
    }

    private mutating func assignNames(prefix: String) {
        var owners: [String: TokenPath] = [:]
        for path in model.paths {
            guard let token = model.tokens(at: path).lazy.compactMap({ $0 }).first, token.type != .other
            else { continue }
            guard let name = CSSNames.variable(path, prefix: prefix) else {
                diagnostics.append(.error(
                    "css.invalid-name", "token '\(path)' has no letters or digits to name a CSS custom property",
                    at: span(token.source), help: "rename the token"))
                continue
            }
            var wanted = [name]
            if token.type == .typography {
                wanted += ["font-family", "font-size", "font-weight", "letter-spacing", "line-height"]
                    .map { name + "-" + $0 }
            }
            if let clash = wanted.lazy.compactMap({ text in owners[text].map { owner in (owner, text) } }).first {
                diagnostics.append(.error(
                    "css.name-collision",
                    "token '\(path)' and token '\(clash.0)' both become the CSS custom property '\(clash.1)'",
                    at: span(token.source), help: "rename one of them; '\(path)' is left out of the CSS"))
                continue
            }
            for text in wanted { owners[text] = path }
            names[path] = name
            paths.append(path)
        }
    }

    mutating func context() -> CSSContext {
        var blocks: [CSSBlock] = []
        let varying = varyingPaths(in: [plan.themeSchemePermutations])
        let themeVarying = varyingPaths(in: plan.themeGroups)
        let schemeVarying = varyingPaths(in: [plan.schemeGroup])
        for entry in plan.entries {
            var selected: [Int]
            switch entry.tokens {
            case .all: selected = Array(paths.indices)
            case .varying: selected = varying
            case .themeVarying: selected = themeVarying
            case .schemeVarying: selected = schemeVarying
            case .changedFrom(let other):
                selected = paths.indices.filter { cell(entry.permutation, $0) != cell(other, $0) }
            }
            var plain: [CSSDeclaration] = []
            var enhanced: [CSSFeature: [CSSDeclaration]] = [:]
            if let scheme = entry.colorScheme {
                plain.append(CSSDeclaration(name: "color-scheme", value: scheme, comments: [], path: ""))
            }
            let withComments = settings.comments && entry.selectors == [":root"] && entry.media == nil
            for index in selected {
                let token = model.token(at: paths[index], permutation: entry.permutation)
                for (offset, declaration) in cell(entry.permutation, index).declarations.enumerated() {
                    let comments = withComments && offset == 0 ? token.map(Self.comments) ?? [] : []
                    plain.append(CSSDeclaration(
                        name: declaration.name, value: declaration.value.text, comments: comments,
                        path: paths[index].dotted))
                    if let text = declaration.value.enhanced, let feature = declaration.value.feature {
                        enhanced[feature, default: []].append(CSSDeclaration(
                            name: declaration.name, value: text, comments: [], path: paths[index].dotted))
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
            tokenCount: paths.count, blocks: blocks)
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

    /// Indices of paths whose cells differ within any of the groups of permutations.
    private mutating func varyingPaths(in groups: [[Int]]) -> [Int] {
        paths.indices.filter { index in
            groups.contains { group in
                guard let first = group.first else { return false }
                let reference = cell(first, index)
                return group.dropFirst().contains { cell($0, index) != reference }
            }
        }
    }

    mutating func cell(_ permutation: Int, _ index: Int) -> Cell {
        if let cached = cache[permutation][index] { return cached }
        let computed = compute(permutation, index)
        cache[permutation][index] = computed
        return computed
    }

    private func plainDeclarations(_ permutation: Int, _ index: Int) -> [Declaration] {
        guard let token = model.token(at: paths[index], permutation: permutation), let name = names[paths[index]]
        else { return [] }
        let formatter = CSSValueFormatter(settings: settings) { target, type in
            guard let targetName = names[target],
                model.token(at: target, permutation: permutation)?.type == type
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
        guard let token = model.token(at: paths[index], permutation: permutation) else { return Cell() }
        let own = plainDeclarations(permutation, index)
        let plain = Cell(declarations: own, resolved: [token.value])
        guard settings.colorScheme != .media, let axis = plan.schemeAxis, token.type == .color,
            let scheme = model.permutations[permutation][axis.name], scheme == "light" || scheme == "dark",
            let mine = own.first
        else { return plain }
        var inputs = model.permutations[permutation].inputs
        inputs[axis.name] = scheme == "light" ? "dark" : "light"
        guard let other = model.permutationIndex(inputs), let theirs = plainDeclarations(other, index).first,
            let otherToken = model.token(at: paths[index], permutation: other),
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
