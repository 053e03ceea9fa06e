import RefractDiagnostics

/// Where the lines of one read document start, so that a node keeps only byte offsets and gets its line
/// and column when asked (for a diagnostic, or a token's source). Made once by the reader and shared,
/// immutable, by every node of its tree.
package final class LineTable: Sendable {
    package let file: String
    private let contentStart: Int
    private let byteCount: Int
    /// `lineStarts[k]` is where line k + 1 begins; line 1 begins at `contentStart`.
    private let lineStarts: [Int]

    /// Lines are split at `\n` only, counted from `contentStart` (after a byte order mark, which takes
    /// no columns).
    package init(_ bytes: [UInt8], contentStart: Int, file: String) {
        self.file = file
        self.contentStart = contentStart
        self.byteCount = bytes.count
        var starts = [contentStart]
        var offset = contentStart
        while offset < bytes.count {
            if bytes[offset] == 0x0A { starts.append(offset + 1) }
            offset += 1
        }
        self.lineStarts = starts
    }

    /// The line and column of `offset`: 1-based, columns in UTF-8 bytes; an offset past the end keeps
    /// counting columns on the last line, one before `contentStart` is column 1.
    package func position(at offset: Int) -> SourcePosition {
        let target = min(offset, byteCount)
        // The number of line starts after the first that are at or before `target`, plus one.
        var low = 1
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= target { low = middle + 1 } else { high = middle }
        }
        return SourcePosition(line: low, column: max(1, offset - lineStarts[low - 1] + 1), offset: offset)
    }

    package func span(_ start: Int, _ end: Int) -> SourceSpan {
        SourceSpan(file: file, start: position(at: start), end: position(at: end))
    }
}
