import RefractDiagnostics

/// A source file for tests, addressed by 1-based line and UTF-8 byte column as the parser reports them.
struct TestSource {
    let path: String
    let text: String

    init(_ path: String, _ text: String) {
        self.path = path
        self.text = text
    }

    var bytes: [UInt8] { Array(text.utf8) }

    var store: SourceStore {
        var store = SourceStore()
        store.add(path: path, bytes: bytes)
        return store
    }

    func position(_ line: Int, _ column: Int) -> SourcePosition {
        var offset = 0
        var currentLine = 1
        for byte in bytes where currentLine < line {
            offset += 1
            if byte == UInt8(ascii: "\n") { currentLine += 1 }
        }
        return SourcePosition(line: line, column: column, offset: offset + column - 1)
    }

    /// A span on one line, `length` bytes long.
    func span(line: Int, column: Int, length: Int) -> SourceSpan {
        SourceSpan(file: path, start: position(line, column), end: position(line, column + length))
    }

    func span(from start: (line: Int, column: Int), to end: (line: Int, column: Int)) -> SourceSpan {
        SourceSpan(file: path, start: position(start.line, start.column), end: position(end.line, end.column))
    }
}

extension String {
    /// The text with ANSI SGR sequences (`ESC [ … m`) removed.
    var strippingANSI: String {
        var result = ""
        var iterator = unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            if scalar == "\u{1B}" {
                while let next = iterator.next(), next != "m" {}
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
