import RefractDiagnostics

/// The open objects and arrays of the JSON reader. Each open container gathers its members in an array
/// of its own, which becomes the node's value when it closes: moved, never copied, so no member is
/// retained and released again on the way.
struct JSONContainerStack {
    private struct Frame {
        var isObject: Bool
        /// The offset of the opening bracket.
        var start: Int
        var entries: [SyntaxEntry] = []
        var items: [SyntaxNode] = []
        /// The object's keys, for finding repeats, once it has too many members for a linear search
        /// (most objects are tokens of two or three members).
        var keys: Set<String>?
        var key = ""
        var keyLocation: SyntaxLocation?
    }

    private var frames: [Frame] = []
    private static let linearSearchLimit = 12
    /// Most containers are tokens (`$type`, `$value`, perhaps `$description`) and colour components: room
    /// for four from the start spares the two regrowths an array makes on the way from one member to four.
    private static let firstRoom = 4

    var depth: Int { frames.count }
    var isEmpty: Bool { frames.isEmpty }
    var topIsObject: Bool { frames.last?.isObject ?? false }
    var topStart: Int? { frames.last?.start }

    mutating func open(isObject: Bool, start: Int) {
        frames.append(Frame(isObject: isObject, start: start))
    }

    mutating func setKey(_ key: String, location: SyntaxLocation) {
        frames[frames.count - 1].key = key
        frames[frames.count - 1].keyLocation = location
    }

    /// Adds a value to the innermost container; for a repeated key, keeps the first entry and returns
    /// both entries.
    mutating func add(_ value: consuming SyntaxNode) -> (repeated: SyntaxEntry, first: SyntaxEntry)? {
        let top = frames.count - 1
        guard frames[top].isObject else {
            if frames[top].items.isEmpty { frames[top].items.reserveCapacity(Self.firstRoom) }
            frames[top].items.append(value)
            return nil
        }
        guard let keyLocation = frames[top].keyLocation else {
            preconditionFailure("a value is added to an object only after its key")
        }
        // Taken out rather than copied: the object's next key replaces it before it is read again.
        var key = ""
        swap(&key, &frames[top].key)
        if frames[top].keys?.contains(key) ?? true,
            let first = frames[top].entries.firstIndex(where: { $0.key == key })
        {
            return (SyntaxEntry(key: key, keyLocation: keyLocation, value: value), frames[top].entries[first])
        }
        if frames[top].entries.isEmpty { frames[top].entries.reserveCapacity(Self.firstRoom) }
        frames[top].entries.append(SyntaxEntry(key: key, keyLocation: keyLocation, value: value))
        let count = frames[top].entries.count
        if frames[top].keys != nil {
            frames[top].keys?.insert(key)
        } else if count > Self.linearSearchLimit {
            frames[top].keys = Set(frames[top].entries.map(\.key))
        }
        return nil
    }

    /// Closes the innermost container (there must be one) and returns its value and where it started.
    mutating func close() -> (SyntaxValue, start: Int) {
        let frame = frames.removeLast()
        return (frame.isObject ? .mapping(frame.entries) : .sequence(frame.items), frame.start)
    }
}
