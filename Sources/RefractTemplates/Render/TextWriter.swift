/// Appends rendered text to one byte array, writing owed indentation before a line's first byte and
/// escaping HTML when asked.
struct TextWriter {
    private(set) var output: [UInt8] = []
    /// Indentation owed to the current line, written before its first byte. Lines that print nothing
    /// stay empty.
    var pendingIndentation: [UInt8]?

    /// Writes what an interpolation tag inserts for `value`: nothing for null, lists and objects.
    mutating func interpolate(_ value: MustacheValue, escaped: Bool) {
        switch value {
        case .null, .array, .object:
            return
        case .string(let text):
            write(text, escaped: escaped)
        case .bool, .number:
            write(value.interpolatedText, escaped: escaped)
        }
    }

    /// Writes the text's UTF-8 as one buffer (a `String.UTF8View` is appended byte by byte).
    private mutating func write(_ text: String, escaped: Bool) {
        var text = text
        text.withUTF8 { write($0, escaped: escaped) }
    }

    mutating func write<Bytes: Collection<UInt8>>(_ bytes: Bytes, escaped: Bool) {
        guard let first = bytes.first else { return }
        if let pending = pendingIndentation {
            if first != UInt8(ascii: "\n"), first != UInt8(ascii: "\r") { output.append(contentsOf: pending) }
            pendingIndentation = nil
        }
        guard escaped else {
            output.append(contentsOf: bytes)
            return
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: HTMLEntity.ampersand)
            case UInt8(ascii: "\""): output.append(contentsOf: HTMLEntity.quote)
            case UInt8(ascii: "<"): output.append(contentsOf: HTMLEntity.lessThan)
            case UInt8(ascii: ">"): output.append(contentsOf: HTMLEntity.greaterThan)
            default: output.append(byte)
            }
        }
    }
}

/// The spec's HTML escapes.
enum HTMLEntity {
    static let ampersand: [UInt8] = Array("&amp;".utf8)
    static let quote: [UInt8] = Array("&quot;".utf8)
    static let lessThan: [UInt8] = Array("&lt;".utf8)
    static let greaterThan: [UInt8] = Array("&gt;".utf8)
}
