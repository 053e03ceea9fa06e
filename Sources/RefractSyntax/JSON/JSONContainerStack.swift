import RefractDiagnostics

/// The open objects and arrays of the JSON reader. Each keeps its own member array, which is moved
/// (not copied) into the node when the container closes.
struct JSONContainerStack {
    private struct Frame {
        var isObject: Bool
        var start: SourcePosition
        var entries: [SyntaxEntry] = []
        var items: [SyntaxNode] = []
        /// Positions in `entries` by key, built once an object is too big for a linear search.
        var keyIndex: [String: Int]?
        var key = ""
        var keySpan: SourceSpan?
    }

    private var frames: [Frame] = []
    private static let linearSearchLimit = 12

    var depth: Int { frames.count }
    var isEmpty: Bool { frames.isEmpty }
    var topIsObject: Bool { frames.last?.isObject ?? false }
    var topStart: SourcePosition? { frames.last?.start }

    mutating func open(isObject: Bool, start: SourcePosition) {
        frames.append(Frame(isObject: isObject, start: start))
    }

    mutating func setKey(_ key: String, span: SourceSpan) {
        frames[frames.count - 1].key = key
        frames[frames.count - 1].keySpan = span
    }

    /// Adds a value to the innermost container; for a repeated key, keeps the first entry and returns
    /// both entries.
    mutating func add(_ value: SyntaxNode) -> (repeated: SyntaxEntry, first: SyntaxEntry)? {
        let top = frames.count - 1
        guard frames[top].isObject else {
            frames[top].items.append(value)
            return nil
        }
        // Swapped out rather than copied: the frame's key is replaced before it is read again.
        var key = ""
        var keySpan: SourceSpan?
        swap(&key, &frames[top].key)
        swap(&keySpan, &frames[top].keySpan)
        let entry = SyntaxEntry(key: key, keySpan: keySpan ?? SourceSpan.file(""), value: value)
        if let existing = position(of: key, inFrame: top) { return (entry, frames[top].entries[existing]) }
        frames[top].entries.append(entry)
        let count = frames[top].entries.count
        if frames[top].keyIndex != nil {
            frames[top].keyIndex?[key] = count - 1
        } else if count > Self.linearSearchLimit {
            var keyIndex: [String: Int] = [:]
            keyIndex.reserveCapacity(Self.linearSearchLimit * 4)
            for (position, member) in frames[top].entries.enumerated() { keyIndex[member.key] = position }
            frames[top].keyIndex = keyIndex
        }
        return nil
    }

    /// Closes the innermost container and returns its value and where it started.
    mutating func close() -> (SyntaxValue, start: SourcePosition)? {
        guard let frame = frames.popLast() else { return nil }
        return (frame.isObject ? .mapping(frame.entries) : .sequence(frame.items), frame.start)
    }

    private func position(of key: String, inFrame top: Int) -> Int? {
        if frames[top].keyIndex != nil { return frames[top].keyIndex?[key] }
        return frames[top].entries.firstIndex { $0.key == key }
    }
}
