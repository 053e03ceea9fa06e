import RefractJSONRPC
import RefractModel
import RefractParser
import RefractSyntax

extension Features {
    /// The token tree of the document: groups holding groups and tokens.
    static func documentSymbols(_ context: FeatureContext) -> JSONValue? {
        guard let root = context.view.root else { return [] }
        func symbols(_ node: SyntaxNode) -> [JSONValue] {
            guard case .mapping(let entries) = node.value else { return [] }
            return entries.filter { !$0.key.hasPrefix("$") }.map { entry in
                let key = DocumentView.range(entry.keyLocation)
                let value = DocumentView.range(entry.value.location)
                let isToken = entry.value["$value"] != nil
                var symbol: [JSONValue.Member] = [
                    .init("name", .string(entry.key)),
                    .init("kind", .integer(isToken ? 14 : 3)),
                    .init("range", context.lines.range(key.start, max(key.end, value.end))),
                    .init("selectionRange", context.lines.range(key.start, key.end)),
                ]
                if isToken, let type = entry.value["$type"]?.stringValue { symbol.append(.init("detail", .string(type))) }
                if !isToken { symbol.append(.init("children", .array(symbols(entry.value)))) }
                return .object(symbol)
            }
        }
        return .array(symbols(root))
    }

    /// Tokens of every checked project whose path holds the query (case-insensitive), at their definitions.
    static func workspaceSymbols(query: String, analyses: [Analysis], open: [String: [UInt8]], encoding: PositionEncoding) -> JSONValue {
        let needle = query.lowercased()
        var symbols: [JSONValue] = []
        var lines: [String: TextLines] = [:]
        for analysis in analyses {
            guard let model = analysis.model else { continue }
            let permutation = model.defaultPermutationIndex ?? 0
            for path in model.paths where needle.isEmpty || path.dotted.lowercased().contains(needle) {
                guard symbols.count < 1000, let token = model.token(at: path, permutation: permutation) else { continue }
                let file = ResolverPaths.normalize(token.source.file)
                let text = lines[file] ?? TextLines(open[file] ?? analysis.sources.bytes(of: file) ?? [], encoding: encoding)
                lines[file] = text
                symbols.append([
                    "name": .string(path.dotted), "kind": 14,
                    "location": ["uri": .string(FileURI.uri(of: file)), "range": text.range(token.source.offset, token.source.endOffset)],
                ])
            }
        }
        return .array(symbols)
    }

    /// The fix-its of the diagnostics the client sends back, as quick fixes.
    static func codeActions(_ params: JSONValue) -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { return [] }
        let actions = (params["context"]?["diagnostics"]?.arrayValue ?? []).compactMap { diagnostic -> JSONValue? in
            guard let fix = diagnostic["data"]?["fix"], let range = fix["range"], let newText = fix["newText"] else { return nil }
            let title = newText.stringValue.map { $0.isEmpty ? "Remove it" : "Replace with '\($0)'" } ?? "Apply the fix"
            return [
                "title": .string(title), "kind": "quickfix", "diagnostics": [diagnostic], "isPreferred": true,
                "edit": ["changes": .object([.init(uri, [["range": range, "newText": newText]])])],
            ]
        }
        return .array(actions)
    }
}
