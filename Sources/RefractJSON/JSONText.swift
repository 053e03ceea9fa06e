import RefractModel

/// Writes a JSON value of the bundle straight into its text: object keys in the order written, two-space
/// indentation, objects one member per line, arrays of scalars on one line, arrays of containers one item
/// per line, so the bundle is deterministic and diffs well.
struct JSONText {
    private(set) var text = ""
    /// The indentation of the line the value being written starts on.
    private var indent: Int {
        didSet { lineBreak = Self.lineBreak(indent) }
    }
    /// A newline and `indent` spaces, appended at once.
    private var lineBreak: String

    init(indent: Int) {
        self.indent = indent
        lineBreak = Self.lineBreak(indent)
        text.reserveCapacity(64)
    }

    private static func lineBreak(_ indent: Int) -> String {
        "\n" + String(repeating: " ", count: indent)
    }

    /// The text of `write`'s value starting on a line indented by `indent` spaces.
    static func printed(indent: Int, _ write: (inout JSONText) -> Void) -> String {
        var writer = JSONText(indent: indent)
        write(&writer)
        return writer.text
    }

    mutating func scalar(_ printed: String) { text += printed }
    mutating func string(_ value: String) { text += Self.quoted(value) }
    mutating func number(_ x: Double) { text += formatNumber(x) }
    mutating func optionalNumber(_ x: Double?) { text += x.map(formatNumber) ?? "null" }

    /// An object whose members `members` writes, each with `key` first; it has at least one.
    mutating func object(_ members: (inout JSONText) -> Void) {
        text += "{"
        indent += 2
        members(&self)
        indent -= 2
        newline()
        text += "}"
    }

    /// Starts the member `key` (a plain ASCII name) of the object being written.
    mutating func key(_ key: String, first: Bool = false) {
        // Appended piece by piece: joined first, the pieces would make temporary strings.
        if !first { text += "," }
        text += lineBreak
        text += "\""
        text += key
        text += "\": "
    }

    /// An array of containers, one item per line.
    mutating func list<Item>(_ items: [Item], _ write: (inout JSONText, Item) -> Void) {
        guard !items.isEmpty else { return text += "[]" }
        text += "["
        indent += 2
        for (index, item) in items.enumerated() {
            if index > 0 { text += "," }
            text += lineBreak
            write(&self, item)
        }
        indent -= 2
        newline()
        text += "]"
    }

    /// An array of scalars, on one line.
    mutating func line<Item>(_ items: [Item], _ write: (inout JSONText, Item) -> Void) {
        text += "["
        for (index, item) in items.enumerated() {
            if index > 0 { text += ", " }
            write(&self, item)
        }
        text += "]"
    }

    private mutating func newline() {
        text += lineBreak
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as it is.
    static func quoted(_ text: String) -> String {
        let needsEscapes = text.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        guard needsEscapes else { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{0}"..<"\u{20}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
