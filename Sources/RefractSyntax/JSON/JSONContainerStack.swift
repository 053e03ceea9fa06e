import RefractDiagnostics

/// The open objects and arrays of the JSON reader. Their members wait on two shared stacks (entries of
/// objects, items of arrays) and are moved into an array of exactly their number when the container closes.
struct JSONContainerStack {
    private struct Frame {
        var isObject: Bool
        /// The offset of the opening bracket.
        var start: Int
        /// Where the container's members begin on `entries` or `items`.
        var firstMember: Int
        /// Positions of the members by key, relative to `firstMember`, built once an object is too big
        /// for a linear search.
        var keyIndex: [String: Int]?
        var key = ""
        var keyLocation = SyntaxLocation(document: 0, start: 0, end: 0)
    }

    private var frames: [Frame] = []
    private let entries = MemberStack<SyntaxEntry>()
    private let items = MemberStack<SyntaxNode>()
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
    mutating func add(_ value: consuming SyntaxNode) -> (repeated: SyntaxEntry, first: SyntaxEntry)? {
        let top = frames.count - 1
        guard frames[top].isObject else {
            items.push(value)
            return nil
        }
        // Swapped out rather than copied: the frame's key is replaced before it is read again.
        var key = ""
        swap(&key, &frames[top].key)
        let entry = SyntaxEntry(key: key, keyLocation: frames[top].keyLocation, value: value)
        let first = frames[top].firstMember
        if let existing = position(of: key, inFrame: top) { return (entry, entries[first + existing]) }
        entries.push(entry)
        let count = entries.count - first
        if frames[top].keyIndex != nil {
            frames[top].keyIndex?[key] = count - 1
        } else if count > Self.linearSearchLimit {
            var keyIndex: [String: Int] = [:]
            keyIndex.reserveCapacity(Self.linearSearchLimit * 4)
            for position in 0..<count {
                entries.withMember(at: first + position) { keyIndex[$0.key] = position }
            }
            frames[top].keyIndex = keyIndex
        }
        return nil
    }

    /// Closes the innermost container (there must be one) and returns its value and where it started.
    mutating func close() -> (SyntaxValue, start: Int) {
        let frame = frames.removeLast()
        if frame.isObject { return (.mapping(entries.popArray(from: frame.firstMember)), frame.start) }
        return (.sequence(items.popArray(from: frame.firstMember)), frame.start)
    }

    private func position(of key: String, inFrame top: Int) -> Int? {
        if frames[top].keyIndex != nil { return frames[top].keyIndex?[key] }
        let first = frames[top].firstMember
        for position in 0..<(entries.count - first)
        where entries.withMember(at: first + position, { $0.key == key }) {
            return position
        }
        return nil
    }
}
