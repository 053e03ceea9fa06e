import RefractDiagnostics
import RefractSyntax

/// Several token files form one token set: groups merge key by key, in file order; a token (an object
/// with `$value` or `$ref`) or any other value in a later file replaces the earlier one whole — the
/// resolver module's merge too (later sources win, tokens are replaced whole).
package enum DocumentMerger {
    package static func merge(_ documents: [SyntaxNode]) -> SyntaxNode? {
        guard var merged = documents.first else { return nil }
        for document in documents.dropFirst() {
            merged = merge(merged, document)
        }
        return merged
    }

    /// A replaced entry takes the later source's key span, so each token is located where its winning
    /// definition is written.
    static func merge(_ base: SyntaxNode, _ overlay: SyntaxNode) -> SyntaxNode {
        guard isGroup(base), isGroup(overlay), case .mapping(var entries) = base.value,
            case .mapping(let overlayEntries) = overlay.value
        else { return overlay }
        var indexByKey: [String: Int] = [:]
        for i in entries.indices { indexByKey[entries[i].key] = i }
        for overlayEntry in overlayEntries {
            guard let i = indexByKey[overlayEntry.key] else {
                indexByKey[overlayEntry.key] = entries.count
                entries.append(overlayEntry)
                continue
            }
            if isGroup(entries[i].value), isGroup(overlayEntry.value) {
                entries[i].value = merge(entries[i].value, overlayEntry.value)
            } else {
                entries[i] = overlayEntry
            }
        }
        return SyntaxNode(.mapping(entries), location: base.location)
    }

    static func isGroup(_ node: SyntaxNode) -> Bool {
        guard case .mapping = node.value else { return false }
        return !isToken(node)
    }

    /// Whether any object at or below `node` is a token.
    static func containsToken(_ node: SyntaxNode) -> Bool {
        guard case .mapping(let entries) = node.value else { return false }
        return isToken(node) || entries.contains { containsToken($0.value) }
    }

    static func isToken(_ node: SyntaxNode) -> Bool {
        guard case .mapping(let entries) = node.value else { return false }
        return entries.contains { isTokenKey($0.key) }
    }

    /// `$value` makes an object a token, and so does `$ref` (a token that is a JSON Pointer reference).
    static func isTokenKey(_ key: String) -> Bool {
        key.utf8.first == UInt8(ascii: "$") && (key == "$value" || key == "$ref")
    }
}
