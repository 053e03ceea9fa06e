import RefractDiagnostics

/// Turns byte offsets into `file:line:column` spans (columns in UTF-8 bytes, as swiftc counts them).
struct SourceLocator: Sendable {
    let file: String
    private let lineStarts: [Int]

    init(file: String, bytes: [UInt8]) {
        self.file = file
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    func position(_ offset: Int) -> SourcePosition {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - lineStarts[low] + 1, offset: offset)
    }

    func span(_ start: Int, _ end: Int) -> SourceSpan {
        SourceSpan(file: file, start: position(start), end: position(end))
    }
}
