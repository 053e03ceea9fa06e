import RefractJSONRPC
import RefractModel
import RefractParser

/// The requests about one document, each a pure function of its `FeatureContext`.
enum Features {
    /// A token's type, description, deprecation, alias chain, value in every permutation (colours with a
    /// swatch) and its name on each enabled platform.
    static func hover(_ context: FeatureContext) -> JSONValue? {
        if isNativeFile(context.path) {
            guard let use = nativeToken(context), let model = context.model, let text = tokenHoverText(use.path, model: model, context)
            else { return nil }
            return ["contents": ["kind": "markdown", "value": .string(text)], "range": context.range(use.span)]
        }
        guard let target = context.view.target(at: context.offset), let path = context.tokenPath(of: target),
            let model = context.model
        else { return nil }
        guard let text = tokenHoverText(path, model: model, context) else {
            if context.exists(path) { return groupHover(path, context, target: target) }
            if model.referenceOnly.contains(path) {
                let text = "**\(path.dotted)**: read for references only (a Tokens Studio source set), so it has no output and no value here"
                return ["contents": ["kind": "markdown", "value": .string(text)], "range": context.range(span(of: target))]
            }
            if case .alias = target { return ["contents": ["kind": "markdown", "value": .string("**\(path.dotted)**: no such token")], "range": context.range(span(of: target))] }
            return nil
        }
        return ["contents": ["kind": "markdown", "value": .string(text)], "range": context.range(span(of: target))]
    }

    /// The hover of a token the model holds, wherever it is named from: nil for a group or an unknown path.
    private static func tokenHoverText(_ path: TokenPath, model: ThemedTokenSet, _ context: FeatureContext) -> String? {
        guard let first = model.tokens(at: path).compactMap({ $0 }).first else { return nil }
        var text = "**\(path.dotted)** · `\(first.type == .other ? first.value.otherTypeName : first.type.rawValue)`"
        if let description = first.description { text += "\n\n" + description }
        if let deprecation = first.deprecation {
            text += "\n\n**Deprecated**" + (deprecation.message.map { ": " + $0 } ?? "")
        }
        let chain = aliasChain(path, model: model, permutation: model.defaultPermutationIndex ?? 0)
        if chain.count > 1 {
            text += "\n\nAlias chain: " + chain.map { "`{\($0.dotted)}`" }.joined(separator: " → ")
        }
        text += "\n\n" + valueTable(path, model: model)
        let names = context.analysis.platformNames()[path.dotted] ?? []
        if !names.isEmpty {
            text += "\n\n| platform | name |\n|---|---|\n" + names.map { "| \($0.platform) | `\($0.name)` |" }.joined(separator: "\n")
        }
        return text
    }

    private static func groupHover(_ path: TokenPath, _ context: FeatureContext, target: DocumentTarget) -> JSONValue? {
        guard let model = context.model else { return nil }
        let count = model.paths.filter { $0.dotted.hasPrefix(path.dotted + ".") }.count
        return ["contents": ["kind": "markdown", "value": .string("**\(path.dotted)** · group of \(count) tokens")], "range": context.range(span(of: target))]
    }

    static func span(of target: DocumentTarget) -> ByteRange {
        switch target {
        case .key(_, let span), .alias(_, let span), .reference(_, _, let span), .string(_, _, let span): span
        }
    }

    /// The paths an alias passes through, starting at `path`, until a token that is no alias.
    static func aliasChain(_ path: TokenPath, model: ThemedTokenSet, permutation: Int) -> [TokenPath] {
        var chain = [path]
        var current = path
        while chain.count < 32, let next = model.token(at: current, permutation: permutation)?.aliasOf, !chain.contains(next) {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// The resolved value in every permutation: one row each, a column per modifier.
    static func valueTable(_ path: TokenPath, model: ThemedTokenSet) -> String {
        let modifiers = model.axes.map(\.name)
        var rows: [String] = []
        var seen = Set<[String]>()
        for (index, permutation) in model.permutations.enumerated() {
            let value = model.token(at: path, permutation: index).map { cell($0.value) } ?? "—"
            let contexts = modifiers.map { permutation[$0] ?? "" }
            guard seen.insert(contexts + [value]).inserted else { continue }
            rows.append("| " + (contexts + [value]).joined(separator: " | ") + " |")
        }
        let header = "| " + (modifiers + ["value"]).joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: modifiers.count + 1)
        return header + "\n" + rows.joined(separator: "\n")
    }

    private static func cell(_ value: TokenValue) -> String {
        let text = "`\(ValueText.text(value).replacingOccurrences("|", "\\|"))`"
        guard let color = ValueText.swatchColor(value) else { return text }
        return Swatch.markdown(color) + " " + text
    }
}

extension TokenValue {
    var otherTypeName: String {
        if case .other(let name, _) = self { return name }
        return type.rawValue
    }
}
