/// A file's bytes split into lines once, so a frame can fetch any line without rescanning the file.
struct NumberedLines: Sendable {
    private let bytes: [UInt8]
    /// Byte offset where each line starts; line N (1-based) starts at `starts[N - 1]`.
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.starts = starts
    }

    /// Every line, including the empty one after a final newline (where end-of-file errors point).
    var count: Int { starts.count }

    /// Lines worth showing as context: the empty line after a final newline is not.
    var contextCount: Int {
        if count > 1, let last = starts.last, last == bytes.count { return count - 1 }
        return count
    }

    /// The bytes of line `number` without its line break (`\n` or `\r\n`).
    func line(_ number: Int) -> ArraySlice<UInt8> {
        guard number >= 1, number <= count else { return [] }
        let start = starts[number - 1]
        var end = number < count ? starts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[start..<end]
    }
}
