import RefractModel
import RefractSyntax

/// The values the native read resolved, by where each token's key stands, to write legacy strings
/// (`"#1b8188"`, `"16px"`) as the DTCG objects they mean. Aliases stay aliases.
struct ResolvedValues {
    private struct Key: Hashable {
        var file: String
        var offset: Int
    }

    private var values: [Key: TokenValue] = [:]

    init(_ model: ThemedTokenSet) {
        for set in model.tokenSets {
            for token in set.tokens where token.aliasOf == nil {
                let key = Key(file: token.source.file, offset: token.source.offset)
                if values[key] == nil { values[key] = token.value }
            }
        }
    }

    /// The tree with each token's `$value` in DTCG form where the native read decoded a legacy one.
    func carried(_ node: SyntaxNode) -> SyntaxNode {
        guard let entries = node.entries else { return node }
        var out = entries
        for index in out.indices {
            let entry = out[index]
            guard entry.value.entries != nil else { continue }
            guard let value = entry.value.entry("$value") else {
                if !entry.key.hasPrefix("$") { out[index].value = carried(entry.value) }
                continue
            }
            if let text = value.value.stringValue, text.hasPrefix("{") && text.hasSuffix("}") { continue }
            let span = entry.keySpan
            guard let resolved = values[Key(file: span.file, offset: span.start.offset)],
                let written = DTCGText.node(resolved, at: value.value.span)
            else { continue }
            var fields = entry.value.entries ?? []
            if let at = fields.firstIndex(where: { $0.key == "$value" }) { fields[at].value = written }
            out[index].value = SyntaxNode(.mapping(fields), span: entry.value.span)
        }
        return SyntaxNode(.mapping(out), span: node.span)
    }
}
