import RefractModel
import RefractOutput

/// Prints JSON straight into the storage of the string it becomes (`TextSink`), object keys in the order written, two-space indentation:
/// objects one member per line, arrays of scalars on one line, arrays of containers one item per line.
/// Output is deterministic and diffs well. Written directly rather than through a tree of values, which
/// cost an allocation per value of a 100k-token bundle.
struct JSONWriter {
    private(set) var sink: TextSink
    private var open: [Container] = []
    private let baseIndent: Int

    private struct Container {
        var indent: Int
        var items = 0
        var oneLine: Bool
    }

    /// `indent` is the indentation of the line the first value starts on, for values placed inside a
    /// larger document by a template.
    private init(indent: Int, sink: TextSink) {
        baseIndent = indent
        self.sink = sink
    }

    /// The text `write` writes, straight into the string's storage (see `TextSink`); `capacity` is an
    /// estimate of its bytes.
    static func text(indent: Int = 0, capacity: Int = 256, _ write: (inout JSONWriter) -> Void) -> String {
        TextSink.string(capacity: capacity) { sink in
            var json = JSONWriter(indent: indent, sink: sink)
            write(&json)
            sink = json.sink
        }
    }

    private var indent: Int { open.last.map { $0.indent + 2 } ?? baseIndent }

    mutating func openObject() {
        open.append(Container(indent: indent, oneLine: false))
        sink.append(UInt8(ascii: "{"))
    }

    mutating func closeObject() {
        close(UInt8(ascii: "}"))
    }

    /// Starts a member: the value written next is its value.
    mutating func key(_ name: String) {
        nextLine()
        Self.writeQuoted(name, to: &sink)
        sink.append(": ")
    }

    /// `key(name)` for the bundle's own keys, which need no escapes: nothing to scan.
    mutating func key(literal name: StaticString) {
        nextLine()
        sink.append(UInt8(ascii: "\""))
        sink.append(name)
        sink.append("\": ")
    }

    /// An array of scalars on one line, or of objects and arrays one per line.
    mutating func openArray(oneLine: Bool) {
        open.append(Container(indent: indent, oneLine: oneLine))
        sink.append(UInt8(ascii: "["))
    }

    /// Starts an array item: the value written next is the item.
    mutating func item() {
        guard let last = open.last, last.oneLine else { return nextLine() }
        if last.items > 0 { sink.append(", ") }
        open[open.count - 1].items += 1
    }

    mutating func closeArray() {
        close(UInt8(ascii: "]"))
    }

    /// `formatNumber(x)`, `-0` as `0` (see `NumberText`).
    mutating func number(_ x: Double) {
        NumberText.append(x, to: &sink)
    }

    mutating func string(_ text: String) {
        Self.writeQuoted(text, to: &sink)
    }

    /// `string(text)` for the bundle's own words (type names, colour spaces), which need no escapes.
    mutating func string(literal text: StaticString) {
        sink.append(UInt8(ascii: "\""))
        sink.append(text)
        sink.append(UInt8(ascii: "\""))
    }

    /// A colour: its exact hex string, or an object of `colorSpace`, `components` and `alpha`. Written in one
    /// go, without a container of its own: most values of a bundle are colours, each written twice.
    mutating func color(_ c: ThemeRGBColor) {
        if exactHex(c) { return }
        let outer = indent
        sink.append("{\n")
        sink.spaces(outer + 2)
        switch c.space {
        case .sRGB: sink.append("\"colorSpace\": \"srgb\",\n")
        case .sRGBLinear: sink.append("\"colorSpace\": \"srgb-linear\",\n")
        case .displayP3: sink.append("\"colorSpace\": \"display-p3\",\n")
        }
        sink.spaces(outer + 2)
        sink.append("\"components\": [")
        number(c.red)
        sink.append(", ")
        number(c.green)
        sink.append(", ")
        number(c.blue)
        sink.append("],\n")
        sink.spaces(outer + 2)
        sink.append("\"alpha\": ")
        number(c.opacity)
        sink.append(UInt8(ascii: "\n"))
        sink.spaces(outer)
        sink.append(UInt8(ascii: "}"))
    }

    /// `string(c.exactHex)` when the colour has an exact hex form (which needs no escapes); else writes
    /// nothing and returns false.
    mutating func exactHex(_ c: ThemeRGBColor) -> Bool {
        c.appendExactHex(to: &sink, quoted: true)
    }

    mutating func bool(_ value: Bool) {
        if value { sink.append("true") } else { sink.append("false") }
    }

    mutating func null() {
        sink.append("null")
    }

    mutating func scalarArray(_ numbers: [Double]) {
        openArray(oneLine: true)
        for number in numbers {
            item()
            self.number(number)
        }
        closeArray()
    }

    mutating func stringArray(_ strings: [String]) {
        openArray(oneLine: true)
        for string in strings {
            item()
            self.string(string)
        }
        closeArray()
    }

    private mutating func nextLine() {
        let index = open.count - 1
        let first = open[index].items == 0
        open[index].items += 1
        lineBreak(comma: !first, indent: open[index].indent + 2)
    }

    private mutating func close(_ bracket: UInt8) {
        guard let last = open.popLast() else { return }
        if last.items > 0, !last.oneLine { lineBreak(comma: false, indent: last.indent) }
        sink.append(bracket)
    }

    /// `,` when asked, a newline and `indent` spaces.
    private mutating func lineBreak(comma: Bool, indent: Int) {
        if comma { sink.append(UInt8(ascii: ",")) }
        sink.append(UInt8(ascii: "\n"))
        sink.spaces(indent)
    }

    static func quoted(_ text: String) -> String {
        TextSink.string(capacity: text.utf8.count + 2) { writeQuoted(text, to: &$0) }
    }

    static func writeQuoted(_ string: String, to sink: inout TextSink) {
        sink.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            // Most strings need no escape: copy them whole.
            guard utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                sink.append(utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): sink.append("\\\"")
                case UInt8(ascii: "\\"): sink.append("\\\\")
                case UInt8(ascii: "\n"): sink.append("\\n")
                case UInt8(ascii: "\r"): sink.append("\\r")
                case UInt8(ascii: "\t"): sink.append("\\t")
                case 0..<0x20:
                    let hex = String(byte, radix: 16)
                    sink.append(text: "\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                default:
                    sink.append(byte)
                }
            }
        }
        sink.append(UInt8(ascii: "\""))
    }
}
