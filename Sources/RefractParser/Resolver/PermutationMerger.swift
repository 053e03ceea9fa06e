import RefractSyntax

/// Merges the sources of one permutation in resolution order, as the resolver module says: groups merge
/// key by key, a token (or any non-group value) of a later source replaces the earlier one whole.
///
/// The same semantics as `DocumentMerger`, with one difference that matters across permutations: a
/// replaced entry takes the later source's key span, so each token is located where its winning
/// definition is written (`DocumentMerger` keeps the first file's key).
enum PermutationMerger {
    static func merge(_ documents: [SyntaxNode]) -> SyntaxNode? {
        guard var merged = documents.first else { return nil }
        for document in documents.dropFirst() {
            merged = merge(merged, document)
        }
        return merged
    }

    static func merge(_ base: SyntaxNode, _ overlay: SyntaxNode) -> SyntaxNode {
        guard isGroup(base), isGroup(overlay), case .mapping(var entries) = base.value,
            case .mapping(let overlayEntries) = overlay.value
        else { return overlay }
        var indexByKey: [String: Int] = [:]
        for (i, entry) in entries.enumerated() { indexByKey[entry.key] = i }
        for entry in overlayEntries {
            guard let i = indexByKey[entry.key] else {
                indexByKey[entry.key] = entries.count
                entries.append(entry)
                continue
            }
            if isGroup(entries[i].value), isGroup(entry.value) {
                entries[i].value = merge(entries[i].value, entry.value)
            } else {
                entries[i] = entry
            }
        }
        return SyntaxNode(.mapping(entries), span: base.span)
    }

    private static func isGroup(_ node: SyntaxNode) -> Bool {
        guard case .mapping = node.value else { return false }
        return !DocumentMerger.isToken(node)
    }
}
