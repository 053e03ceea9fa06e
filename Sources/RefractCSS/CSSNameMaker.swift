import RefractOutput

/// Custom property names for ASCII paths, written byte by byte into one reused buffer: the words
/// `NameWords` finds, lowercased and joined by `-`, after `--` and the prefix's words, with `$root`
/// segments left out. Naming every token of a large set through word arrays cost more than formatting
/// their values.
struct CSSNameMaker {
    /// `--` and the prefix's words with a trailing dash; nil when the prefix is not ASCII.
    private let head: [UInt8]?
    private var buffer: [UInt8] = []

    init(prefix: String) {
        let dash = UInt8(ascii: "-")
        if let words = NameWords.asciiJoinedLowercase([prefix], separator: dash) {
            head = [dash, dash] + (words.words > 0 ? Array(words.text.utf8) + [dash] : [])
        } else {
            head = nil
        }
        buffer.reserveCapacity(128)
    }

    /// The name of the ASCII path `dotted`: empty when it has no words, nil when path or prefix is not ASCII.
    mutating func name(_ dotted: String) -> String? {
        guard let head else { return nil }
        let made = dotted.utf8.withContiguousStorageIfAvailable { bytes in write(bytes, after: head) }
        guard let made else { return nil }
        return made ? String(decoding: buffer, as: UTF8.self) : nil
    }

    /// Fills `buffer`; false for a non-ASCII byte. An empty buffer means the path has no words.
    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>, after head: [UInt8]) -> Bool {
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: head)
        var words = 0
        // Without a `$` there is no `$root` to leave out, and a dot ends a word as a segment's end does:
        // the whole path in one call, instead of one per segment.
        if !bytes.contains(UInt8(ascii: "$")) {
            guard NameWords.appendLowercasedASCIIWords(bytes, separator: UInt8(ascii: "-"), to: &buffer, words: &words)
            else { return false }
            if words == 0 { buffer.removeAll(keepingCapacity: true) }
            return true
        }
        var segmentStart = 0
        while segmentStart <= bytes.count {
            var segmentEnd = segmentStart
            while segmentEnd < bytes.count, bytes[segmentEnd] != UInt8(ascii: ".") { segmentEnd += 1 }
            if !Self.isRoot(bytes, segmentStart, segmentEnd) {
                let segment = UnsafeBufferPointer(rebasing: bytes[segmentStart..<segmentEnd])
                guard NameWords.appendLowercasedASCIIWords(segment, separator: UInt8(ascii: "-"), to: &buffer, words: &words)
                else { return false }
            }
            segmentStart = segmentEnd + 1
        }
        if words == 0 { buffer.removeAll(keepingCapacity: true) }
        return true
    }

    private static func isRoot(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard end - start == 5 else { return false }
        return bytes[start] == UInt8(ascii: "$") && bytes[start + 1] == UInt8(ascii: "r")
            && bytes[start + 2] == UInt8(ascii: "o") && bytes[start + 3] == UInt8(ascii: "o")
            && bytes[start + 4] == UInt8(ascii: "t")
    }
}
