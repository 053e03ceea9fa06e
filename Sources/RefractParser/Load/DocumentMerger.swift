import RefractDiagnostics
import RefractSyntax

/// Several token files form one token set: groups merge key by key, in file order; a token (an object
/// with `$value` or `$ref`) or any other value in a later file replaces the earlier one whole — the
/// resolver module's merge too (later sources win, tokens are replaced whole).
enum DocumentMerger {
    static func merge(_ documents: [SyntaxNode]) -> SyntaxNode? {
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
        // A mode file restating a palette: each entry replaced by the overlay's, so the merged entries are
        // the overlay's array, shared. Copying the base's and replacing every entry retained and released
        // each of its values (on objects the permutations' threads share).
        if replacesEveryEntry(entries, overlayEntries) {
            return SyntaxNode(.mapping(overlayEntries), location: base.location)
        }
        // Keys are unique in a mapping, and an overlay mostly lists them in the base's order: the entry
        // after the last match is tried first, and the keys are hashed only after a miss.
        var indexByKey: [String: Int]?
        var next = 0
        for o in overlayEntries.indices {
            let key = overlayEntries[o].key
            let found: Int?
            if next < entries.count, entries[next].key == key {
                found = next
            } else {
                if indexByKey == nil {
                    var index: [String: Int] = [:]
                    index.reserveCapacity(entries.count)
                    for i in entries.indices { index[entries[i].key] = i }
                    indexByKey = index
                }
                found = indexByKey?[key]
            }
            guard let i = found else {
                indexByKey?[key] = entries.count
                entries.append(overlayEntries[o])
                continue
            }
            next = i + 1
            if isGroup(entries[i].value), isGroup(overlayEntries[o].value) {
                entries[i].value = merge(entries[i].value, overlayEntries[o].value)
            } else {
                entries[i] = overlayEntries[o]
            }
        }
        return SyntaxNode(.mapping(entries), location: base.location)
    }

    /// Whether the overlay names the base's keys in the base's order, each with a value that replaces the
    /// base's whole (no group over a group): what the key-by-key merge below then yields is the overlay's
    /// entries, in its order, with the base's span.
    private static func replacesEveryEntry(_ entries: [SyntaxEntry], _ overlayEntries: [SyntaxEntry]) -> Bool {
        guard entries.count == overlayEntries.count else { return false }
        for i in entries.indices {
            guard entries[i].key == overlayEntries[i].key else { return false }
            if isGroup(overlayEntries[i].value), isGroup(entries[i].value) { return false }
        }
        return true
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
