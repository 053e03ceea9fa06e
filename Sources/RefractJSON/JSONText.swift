import RefractDiagnostics
import RefractModel

/// Writes a JSON value of the bundle straight into its text: object keys in the order written, two-space
/// indentation, objects one member per line, arrays of scalars on one line, arrays of containers one item
/// per line, so the bundle is deterministic and diffs well.
struct JSONText {
    private(set) var text = ""
    /// A newline and the indentation of the line being written, appended at once; entering and leaving
    /// a container adds and removes two spaces in place rather than making a new string.
    private var lineBreak: String

    init(indent: Int) {
        lineBreak = "\n" + String(repeating: " ", count: indent)
        text.reserveCapacity(64)
    }

    private mutating func indentMore() { lineBreak += "  " }
    private mutating func indentLess() { lineBreak.removeLast(2) }

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
        indentMore()
        members(&self)
        indentLess()
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
        indentMore()
        for (index, item) in items.enumerated() {
            if index > 0 { text += "," }
            text += lineBreak
            write(&self, item)
        }
        indentLess()
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
        JSONStringLiteral.quoted(text)
    }
}
