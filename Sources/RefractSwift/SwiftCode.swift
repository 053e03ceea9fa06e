/// Generated Swift source under construction, as UTF-8 bytes: the pre-printed `…Lines` of the context are
/// written here in one pass, without a `String` per line or per piece (for 100k tokens that was a large share
/// of the backend in allocation and reference counting).
struct SwiftCode {
    private var bytes: [UInt8] = []

    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ text: Substring) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Ends the current line.
    mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    var isEmpty: Bool { bytes.isEmpty }

    /// Everything written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The lines written so far, each ended by `newline()`, joined by newlines without a final one.
    var lines: String {
        String(decoding: bytes.last == UInt8(ascii: "\n") ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }
}
