import RefractDiagnostics
import RefractModel

/// Writes a JSON value of the bundle straight into its text: object keys in the order written, two-space
/// indentation, objects one member per line, arrays of scalars on one line, arrays of containers one item
/// per line, so the bundle is deterministic and diffs well.
///
/// The text is gathered as UTF-8 bytes and made a `String` once: appending to a `String` piece by piece
/// was most of the time spent making the bundle's context.
struct JSONText {
    private var bytes: [UInt8] = []
    /// The indentation of the line being written; entering and leaving a container adds and removes two
    /// spaces.
    private var indent: Int

    init(indent: Int) {
        self.indent = indent
        bytes.reserveCapacity(64)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text of `write`'s value starting on a line indented by `indent` spaces.
    static func printed(indent: Int, _ write: (inout JSONText) -> Void) -> String {
        var writer = JSONText(indent: indent)
        write(&writer)
        return writer.text
    }

    mutating func scalar(_ printed: String) { append(printed) }
    mutating func string(_ value: String) { append(Self.quoted(value)) }
    mutating func number(_ x: Double) { append(formatNumber(x)) }
    mutating func optionalNumber(_ x: Double?) { scalar(x.map(formatNumber) ?? "null") }

    /// An object whose members `members` writes, each with `key` first; it has at least one.
    mutating func object(_ members: (inout JSONText) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        indent += 2
        members(&self)
        indent -= 2
        newline()
        bytes.append(UInt8(ascii: "}"))
    }

    /// Starts the member `key` (a plain ASCII name) of the object being written.
    mutating func key(_ key: String, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        newline()
        bytes.append(UInt8(ascii: "\""))
        append(key)
        append("\": ")
    }

    /// An array of containers, one item per line.
    mutating func list<Item>(_ items: [Item], _ write: (inout JSONText, Item) -> Void) {
        guard !items.isEmpty else { return scalar("[]") }
        bytes.append(UInt8(ascii: "["))
        indent += 2
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            newline()
            write(&self, item)
        }
        indent -= 2
        newline()
        bytes.append(UInt8(ascii: "]"))
    }

    /// An array of scalars, on one line.
    mutating func line<Item>(_ items: [Item], _ write: (inout JSONText, Item) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { append(", ") }
            write(&self, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Appends the text's UTF-8 in one copy (appending a `String.UTF8View` goes byte by byte).
    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as it is.
    static func quoted(_ text: String) -> String {
        JSONStringLiteral.quoted(text)
    }
}
