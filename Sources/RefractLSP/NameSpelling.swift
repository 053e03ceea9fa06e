import RefractSyntax

/// How a renamed name is written where the rename puts it: inside the quotes already there, escaped as
/// those quotes need; bare where the format's bare keys can spell it; else in double quotes. A name the
/// file cannot hold as typed would otherwise break the file or change what it means.
enum NameSpelling {
    /// The range a key's edit replaces and the text it writes.
    static func key(_ name: String, at span: ByteRange, in bytes: [UInt8], format: SourceFormat) -> (range: ByteRange, text: String) {
        let inner = KeyText.inner(span, in: bytes)
        if inner != span { return (inner, escaped(name, in: bytes[span.start], format: format)) }
        if canBeBare(name, format: format) { return (span, name) }
        return (span, "\"" + escaped(name, in: UInt8(ascii: "\""), format: format) + "\"")
    }

    /// `text` as the string it goes into spells it: `"` and `\\` escaped in double quotes, `'` in single
    /// quotes (doubled in YAML, whose single-quoted strings have no escapes).
    static func escaped(_ text: String, in quote: UInt8?, format: SourceFormat) -> String {
        switch quote {
        case UInt8(ascii: "\""):
            return text.replacingOccurrences("\\", "\\\\").replacingOccurrences("\"", "\\\"")
        case UInt8(ascii: "'"):
            if format == .yaml { return text.replacingOccurrences("'", "''") }
            return text.replacingOccurrences("\\", "\\\\").replacingOccurrences("'", "\\'")
        default:
            return text
        }
    }

    /// The quote of the string that holds `offset` (read from the start of its line), or nil outside one.
    static func quote(enclosing offset: Int, in bytes: [UInt8], format: SourceFormat) -> UInt8? {
        var index = offset
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        var quote: UInt8?
        while index < offset {
            let byte = bytes[index]
            if let open = quote {
                let escapes = open == UInt8(ascii: "\"") || format != .yaml
                if escapes, byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "'") && format != .json) {
                quote = byte
            }
            index += 1
        }
        return quote
    }

    /// A JSON5 identifier (ASCII), or a YAML plain scalar that reads back as the same string key.
    private static func canBeBare(_ name: String, format: SourceFormat) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first else { return false }
        func isWord(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
        switch format {
        case .json5:
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
            return !isDigit && bytes.allSatisfy { isWord($0) || $0 == UInt8(ascii: "$") }
        case .yaml:
            return isWord(first) && bytes.last != UInt8(ascii: " ")
                && bytes.allSatisfy { isWord($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: " ") }
        default:
            return false
        }
    }
}
