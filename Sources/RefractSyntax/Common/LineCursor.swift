import RefractDiagnostics

/// Turns byte offsets into line and column. Readers ask for positions in file order, so the cursor
/// only moves forward in practice and the whole file is scanned once; moving back restarts it.
struct LineCursor {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let contentStart: Int
    private var line = 1
    private var lineStart: Int
    private var scanned: Int

    /// `contentStart` is where line 1 begins: after a byte order mark, so it takes no columns.
    init(_ bytes: UnsafeBufferPointer<UInt8>, contentStart: Int) {
        self.bytes = bytes
        self.contentStart = contentStart
        self.lineStart = contentStart
        self.scanned = contentStart
    }

    mutating func position(at offset: Int) -> SourcePosition {
        if offset < scanned, offset < lineStart {
            line = 1
            lineStart = contentStart
            scanned = contentStart
        }
        let target = min(offset, bytes.count)
        while scanned < target {
            if bytes[scanned] == 0x0A {
                line += 1
                lineStart = scanned + 1
            }
            scanned += 1
        }
        return SourcePosition(line: line, column: max(1, offset - lineStart + 1), offset: offset)
    }
}
