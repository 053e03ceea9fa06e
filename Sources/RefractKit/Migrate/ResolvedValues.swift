import RefractDiagnostics
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

    private var values: [Key: (value: TokenValue, set: Int)] = [:]
    /// The first permutation in which a definition resolves to another value than in the first that has it.
    private var differing: [Key: (path: TokenPath, set: Int)] = [:]
    private let model: ThemedTokenSet
    /// What could not be carried: an evaluated value that differs by permutation.
    private(set) var diagnostics: [Diagnostic] = []

    init(_ model: ThemedTokenSet) {
        self.model = model
        for (index, set) in model.tokenSets.enumerated() {
            for token in set.tokens where token.aliasOf == nil {
                let key = Key(file: token.source.file, offset: token.source.offset)
                if let first = values[key] {
                    if first.value != token.value, differing[key] == nil { differing[key] = (token.path, index) }
                } else {
                    values[key] = (token.value, index)
                }
            }
        }
    }

    /// The tree with each token's `$value` in DTCG form where the native read decoded a legacy one (composite
    /// members included), and without the Tokens Studio translator's note to the parser.
    /// Tokens in `leftOut` (`--keep-going`: their value could not be read) are not written.
    mutating func carried(_ node: SyntaxNode, leftOut: Set<TokenPath> = [], below group: [String] = []) -> SyntaxNode {
        guard let entries = node.entries else { return node }
        var out = entries
        var dropped: [Int] = []
        for index in out.indices {
            let entry = out[index]
            guard entry.value.entries != nil else { continue }
            guard let value = entry.value.entry("$value") else {
                if !entry.key.hasPrefix("$") { out[index].value = carried(entry.value, leftOut: leftOut, below: group + [entry.key]) }
                continue
            }
            if !leftOut.isEmpty, leftOut.contains(TokenPath(segments: group + [entry.key])) {
                dropped.append(index)
                continue
            }
            // A Tokens Studio token the parser evaluated (math, a modified colour) is written as its value. The note
            // that asked for the evaluation is the translator's, never written: a DTCG read would apply a modifier
            // twice, and take Tokens Studio's loose types and math in a file that says it is DTCG.
            let evaluated = entry.value["$extensions"]?[TokensStudioExpressions.extensionKey] != nil
            var fields = entry.value.entries ?? []
            if evaluated, let at = fields.firstIndex(where: { $0.key == "$extensions" }) {
                let kept = (fields[at].value.entries ?? []).filter { $0.key != TokensStudioExpressions.extensionKey }
                if kept.isEmpty { fields.remove(at: at) } else { fields[at].value = SyntaxNode(.mapping(kept), span: fields[at].value.span) }
            }
            if let written = written(value.value, at: entry.keySpan, evaluated: evaluated),
                let at = fields.firstIndex(where: { $0.key == "$value" })
            {
                fields[at].value = written
            }
            out[index].value = SyntaxNode(.mapping(fields), span: entry.value.span)
        }
        for index in dropped.reversed() { out.remove(at: index) }
        return SyntaxNode(.mapping(out), span: node.span)
    }

    /// The `$value` to write in place of `value`, nil to keep it as it is.
    private mutating func written(_ value: SyntaxNode, at key: SourceSpan, evaluated: Bool) -> SyntaxNode? {
        if !evaluated, DTCGText.isReference(value) { return nil }  // an alias, or a reference into a part of another token
        let at = Key(file: key.file, offset: key.start.offset)
        guard let (resolved, set) = values[at] else { return nil }
        if evaluated, let other = differing[at] {
            // The file is read in every permutation, and DTCG has no math to work the value out in each.
            let first = model.permutations[set].description, second = model.permutations[other.set].description
            diagnostics.append(.warning(
                "import.not-carried",
                "'\(other.path)' is worked out to another value in \(second) than in \(first); DTCG has no math, and its file is read in both, so it is written with the value of \(first)",
                at: value.span, help: "define the token in each theme's own set, or give it a value that does not depend on the theme"))
        }
        if let scalar = DTCGText.node(resolved, at: value.span) { return scalar }
        if case .other(_, let json) = resolved { return evaluated ? Self.node(json, at: value.span) : nil }
        // A part written as a reference stays one where the token it names has the part's value, so that it
        // still follows the theme; one that needed Tokens Studio's loose typing (a weight named by a `text` token)
        // is written as its value.
        return DTCGText.composite(resolved, written: value, at: value.span) { reference, part in
            if reference.entries != nil { return true }  // a JSON Pointer reads the part it names in DTCG too
            guard let text = reference.stringValue else { return false }
            return model.tokenSets[set][TokenPath(String(text.dropFirst().dropLast()))]?.value == part
        }
    }

    private static func node(_ json: JSONValue, at span: SourceSpan) -> SyntaxNode {
        switch json {
        case .null: SyntaxNode(.null, span: span)
        case .bool(let flag): SyntaxNode(.bool(flag), span: span)
        case .number(let n): SyntaxNode(.number(n, isInteger: n == n.rounded()), span: span)
        case .string(let text): SyntaxNode(.string(text), span: span)
        case .array(let items): SyntaxNode(.sequence(items.map { node($0, at: span) }), span: span)
        case .object(let members):
            SyntaxNode(.mapping(members.map { SyntaxEntry(key: $0.key, keySpan: span, value: node($0.value, at: span)) }), span: span)
        }
    }
}
