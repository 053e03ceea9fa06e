import RefractDiagnostics

/// Where an event of libyaml's stream is, as byte offsets in the file.
struct ByteRange {
    var start: Int
    var end: Int
}

/// A mapping key read and waiting for its value.
struct PendingKey {
    var text: String
    var location: SyntaxLocation
    /// A plain, untagged `<<`: its value is merged into the mapping.
    var isMerge: Bool
}

/// A finished subtree an alias can copy, with its size after expansion and its height.
struct AnchoredNode {
    var node: SyntaxNode
    var count: Int
    /// Bytes of text (scalars and keys) in the subtree after alias expansion.
    var bytes: Int
    var height: Int
    /// The source text of a scalar, so an alias can serve as a mapping key.
    var text: String?
}

/// A collection the YAML reader has opened and not yet closed.
struct YAMLFrame {
    var isMapping: Bool
    var isFlow: Bool
    var startOffset: Int
    var anchor: String?
    var items: [SyntaxNode] = []
    var mapping = MappingBuilder()
    var pendingKey: PendingKey?
    var merges: [[SyntaxEntry]] = []
    /// Nodes in the subtree after alias expansion, itself included.
    var count = 1
    /// Bytes of text (scalars and keys) in the subtree after alias expansion.
    var bytes = 0
    var height = 0
    /// Where the last item ends, which ends a block collection.
    var lastEndOffset: Int?

    var isExpectingKey: Bool { isMapping && pendingKey == nil }

    /// Adds an item to a sequence, with room for a few from the first: most sequences are short (colour
    /// components, font families), and growing one item at a time would reallocate twice on the way to four.
    mutating func appendItem(_ node: consuming SyntaxNode) {
        if items.isEmpty { items.reserveCapacity(MappingBuilder.firstRoom) }
        items.append(node)
    }

    /// Records the value of a merge key: a mapping or a sequence of mappings. False for anything else.
    mutating func addMerge(_ node: SyntaxNode) -> Bool {
        switch node.value {
        case .mapping(let entries):
            merges.append(entries)
            return true
        case .sequence(let items):
            let mappings = items.compactMap(\.entries)
            guard mappings.count == items.count else { return false }
            merges.append(contentsOf: mappings)
            return true
        default:
            return false
        }
    }

    /// The collection's value; merged keys come after the written ones, which win over them.
    consuming func finishedValue() -> SyntaxValue {
        guard isMapping else { return .sequence(items) }
        guard !merges.isEmpty else { return .mapping(mapping.entries) }
        var merged = mapping
        for entries in merges {
            for entry in entries where !merged.contains(entry.key) { _ = merged.add(entry) }
        }
        return .mapping(merged.entries)
    }
}
