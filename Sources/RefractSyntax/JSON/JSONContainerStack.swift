import RefractDiagnostics

/// The open objects and arrays of the JSON reader. Their members wait on two shared stacks (entries of
/// objects, items of arrays) and are moved into an array of their own when the container closes.
struct JSONContainerStack {
    private struct Frame {
        var isObject: Bool
        /// The offset of the opening bracket.
        var start: Int
        /// Where the container's members begin on `entries` or `items`.
        var firstMember: Int
        /// The object's keys, for finding repeats, once it has too many members for a linear search
        /// (most objects are tokens of two or three members).
        var keys: Set<String>?
        var key = ""
        var keyLocation: SyntaxLocation?
    }

    private var frames: [Frame] = []
    private var entries: [SyntaxEntry] = []
    private var items: [SyntaxNode] = []
    private static let linearSearchLimit = 12

    var depth: Int { frames.count }
    var isEmpty: Bool { frames.isEmpty }
    var topIsObject: Bool { frames.last?.isObject ?? false }
    var topStart: Int? { frames.last?.start }

    mutating func open(isObject: Bool, start: Int) {
        frames.append(Frame(isObject: isObject, start: start, firstMember: isObject ? entries.count : items.count))
    }

    mutating func setKey(_ key: String, location: SyntaxLocation) {
        frames[frames.count - 1].key = key
        frames[frames.count - 1].keyLocation = location
    }

    /// Adds a value to the innermost container; for a repeated key, keeps the first entry and returns
    /// both entries.
    mutating func add(_ value: SyntaxNode) -> (repeated: SyntaxEntry, first: SyntaxEntry)? {
        let top = frames.count - 1
        guard frames[top].isObject else {
            items.append(value)
            return nil
        }
        let key = frames[top].key
        guard let keyLocation = frames[top].keyLocation else {
            preconditionFailure("a value is added to an object only after its key")
        }
        let entry = SyntaxEntry(key: key, keyLocation: keyLocation, value: value)
        let firstMember = frames[top].firstMember
        if frames[top].keys?.contains(key) ?? true,
            let first = entries[firstMember...].firstIndex(where: { $0.key == key })
        {
            return (entry, entries[first])
        }
        entries.append(entry)
        if frames[top].keys != nil {
            frames[top].keys?.insert(key)
        } else if entries.count - firstMember > Self.linearSearchLimit {
            frames[top].keys = Set(entries[firstMember...].map(\.key))
        }
        return nil
    }

    /// Closes the innermost container (there must be one) and returns its value and where it started.
    mutating func close() -> (SyntaxValue, start: Int) {
        let frame = frames.removeLast()
        if frame.isObject {
            let members = Array(entries[frame.firstMember...])
            entries.removeSubrange(frame.firstMember...)
            return (.mapping(members), frame.start)
        }
        let members = Array(items[frame.firstMember...])
        items.removeSubrange(frame.firstMember...)
        return (.sequence(members), frame.start)
    }
}
