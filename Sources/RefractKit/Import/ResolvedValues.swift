import RefractModel
import RefractParser
import RefractSyntax

/// The values the native read resolved, by where each token's key stands, to write legacy strings
/// (`"#1b8188"`, `"16px"`) as the DTCG objects they mean. Aliases and references into parts stay references.
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
            // A Tokens Studio token the parser evaluated (math, a modified colour) is written as its value,
            // without the note that asked for the evaluation, which would apply a modifier twice.
            let evaluated = entry.value["$extensions"]?[TokensStudioEvaluation.markerKey] != nil
            if !evaluated, let text = value.value.stringValue, text.hasPrefix("{") && text.hasSuffix("}") { continue }
            // A reference into a part of another token (`{ "$ref": "#/shadow/card/$value/blur" }`) stays one.
            if !evaluated, value.value["$ref"] != nil { continue }
            let span = entry.keySpan
            guard let resolved = values[Key(file: span.file, offset: span.start.offset)],
                let written = DTCGText.node(resolved, at: value.value.span)
            else { continue }
            var fields = entry.value.entries ?? []
            if let at = fields.firstIndex(where: { $0.key == "$value" }) { fields[at].value = written }
            if evaluated, let at = fields.firstIndex(where: { $0.key == "$extensions" }) {
                let kept = (fields[at].value.entries ?? []).filter { $0.key != TokensStudioEvaluation.markerKey }
                if kept.isEmpty { fields.remove(at: at) } else { fields[at].value = SyntaxNode(.mapping(kept), span: fields[at].value.span) }
            }
            out[index].value = SyntaxNode(.mapping(fields), span: entry.value.span)
        }
        return SyntaxNode(.mapping(out), span: node.span)
    }
}
