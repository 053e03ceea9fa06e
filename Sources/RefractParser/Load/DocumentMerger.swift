import RefractDiagnostics
import RefractSyntax

/// Several token files form one token set: groups merge key by key, in file order; a token (an object
/// with `$value` or `$ref`) or any other value in a later file replaces the earlier one whole.
enum DocumentMerger {
    static func merge(_ documents: [SyntaxNode]) -> SyntaxNode? {
        guard var merged = documents.first else { return nil }
        for document in documents.dropFirst() {
            merged = merge(merged, document)
        }
        return merged
    }

    static func merge(_ base: SyntaxNode, _ overlay: SyntaxNode) -> SyntaxNode {
        guard case .mapping(let baseEntries) = base.value, case .mapping(let overlayEntries) = overlay.value,
            !isToken(base), !isToken(overlay)
        else { return overlay }
        var entries = baseEntries
        var indexByKey: [String: Int] = [:]
        for (i, entry) in entries.enumerated() { indexByKey[entry.key] = i }
        for entry in overlayEntries {
            if let i = indexByKey[entry.key] {
                let merged = merge(entries[i].value, entry.value)
                // A token replaced whole is located where the winning definition is written.
                if isToken(entry.value) || entry.value.entries == nil { entries[i].keySpan = entry.keySpan }
                entries[i].value = merged
            } else {
                indexByKey[entry.key] = entries.count
                entries.append(entry)
            }
        }
        return SyntaxNode(.mapping(entries), span: base.span)
    }

    /// Whether any object at or below `node` is a token.
    static func containsToken(_ node: SyntaxNode) -> Bool {
        guard case .mapping(let entries) = node.value else { return false }
        return isToken(node) || entries.contains { containsToken($0.value) }
    }

    static func isToken(_ node: SyntaxNode) -> Bool {
        guard case .mapping(let entries) = node.value else { return false }
        return entries.contains { $0.key == "$value" || $0.key == "$ref" }
    }
}
