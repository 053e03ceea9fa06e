import RefractSyntax

/// One walk through the groups of a merged tree that the flattener found may need expanding: whether
/// `$extends` occurs where the expander would meet it, and about how many tokens the tree holds, so
/// the second flattening sizes its path index once instead of rehashing 100k paths as it grows.
struct TreeCensus {
    private(set) var containsExtends = false
    /// Objects with `$value` or `$ref` reached through names; exact without `$extends`.
    private(set) var tokenCount = 0

    init(_ root: SyntaxNode) {
        guard case .mapping(let entries) = root.value, !DocumentMerger.isToken(root) else { return }
        visitGroup(entries)
    }

    /// By position, and only groups are bound: the permutations' threads share the tree, and copying
    /// a node retains it. Token values (most of a tree's nodes) are not entered.
    private mutating func visitGroup(_ entries: [SyntaxEntry]) {
        for i in entries.indices {
            let key = entries[i].key
            if key.utf8.first == UInt8(ascii: "$") {
                if key == "$extends" {
                    containsExtends = true
                    continue
                }
                guard key == "$root" else { continue }
            }
            guard case .mapping(let children) = entries[i].value.value else { continue }
            if children.contains(where: { SourceDocuments.isValueKey($0.key) }) {
                tokenCount += 1
            } else if key != "$root" {
                visitGroup(children)
            }
        }
    }
}
