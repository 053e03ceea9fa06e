import RefractModel
import RefractOutput

/// Prints JSON straight into one byte buffer, object keys in the order written, two-space indentation:
/// objects one member per line, arrays of scalars on one line, arrays of containers one item per line.
/// Output is deterministic and diffs well. Written directly rather than through a tree of values, which
/// cost an allocation per value of a 100k-token bundle.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private var open: [Container] = []
    private let baseIndent: Int

    private struct Container {
        var indent: Int
        var items = 0
        var oneLine: Bool
    }

    /// `indent` is the indentation of the line the first value starts on, for values placed inside a
    /// larger document by a template.
    init(indent: Int = 0, capacity: Int = 256) {
        baseIndent = indent
        bytes.reserveCapacity(capacity)
    }

    private var indent: Int { open.last.map { $0.indent + 2 } ?? baseIndent }

    mutating func openObject() {
        open.append(Container(indent: indent, oneLine: false))
        bytes.append(UInt8(ascii: "{"))
    }

    mutating func closeObject() {
        close(UInt8(ascii: "}"))
    }

    /// Starts a member: the value written next is its value.
    mutating func key(_ name: String) {
        nextLine()
        Self.writeQuoted(name, to: &bytes)
        append(": ")
    }

    /// `key(name)` for the bundle's own keys, which need no escapes: nothing to scan.
    mutating func key(literal name: StaticString) {
        nextLine()
        bytes.append(UInt8(ascii: "\""))
        append(name)
        append("\": ")
    }

    /// An array of scalars on one line, or of objects and arrays one per line.
    mutating func openArray(oneLine: Bool) {
        open.append(Container(indent: indent, oneLine: oneLine))
        bytes.append(UInt8(ascii: "["))
    }

    /// Starts an array item: the value written next is the item.
    mutating func item() {
        guard let last = open.last, last.oneLine else { return nextLine() }
        if last.items > 0 { append(", ") }
        open[open.count - 1].items += 1
    }

    mutating func closeArray() {
        close(UInt8(ascii: "]"))
    }

    /// `formatNumber(x)`, `-0` as `0` (see `NumberText`).
    mutating func number(_ x: Double) {
        NumberText.append(x, to: &bytes)
    }

    mutating func string(_ text: String) {
        Self.writeQuoted(text, to: &bytes)
    }

    /// `string(text)` for the bundle's own words (type names, colour spaces), which need no escapes.
    mutating func string(literal text: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        append(text)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A colour: its exact hex string, or an object of `colorSpace`, `components` and `alpha`. Written in one
    /// go, without a container of its own: most values of a bundle are colours, each written twice.
    mutating func color(_ c: ThemeRGBColor) {
        if exactHex(c) { return }
        let outer = indent
        if colorText.indent != outer { colorText = ColorText(indent: outer) }
        switch c.space {
        case .sRGB: bytes.append(contentsOf: colorText.sRGB)
        case .sRGBLinear: bytes.append(contentsOf: colorText.sRGBLinear)
        case .displayP3: bytes.append(contentsOf: colorText.displayP3)
        }
        number(c.red)
        append(", ")
        number(c.green)
        append(", ")
        number(c.blue)
        bytes.append(contentsOf: colorText.alpha)
        number(c.opacity)
        bytes.append(contentsOf: colorText.end)
    }

    /// The fixed text of a colour object at one indentation, kept for the next colour (nearly all of a
    /// bundle's colours are at a few indentations): a few runs per colour instead of a dozen appends.
    private var colorText = ColorText(indent: -1)

    private struct ColorText {
        let indent: Int
        /// From `{` to the components' `[`, for each space.
        var sRGB: [UInt8] = []
        var sRGBLinear: [UInt8] = []
        var displayP3: [UInt8] = []
        /// From the components' `]` to the alpha value.
        var alpha: [UInt8] = []
        /// From after the alpha value to `}`.
        var end: [UInt8] = []

        init(indent: Int) {
            self.indent = indent
            guard indent >= 0 else { return }
            let inner = [UInt8](repeating: UInt8(ascii: " "), count: indent + 2)
            func head(_ space: ThemeRGBColor.Space) -> [UInt8] {
                Array("{\n".utf8) + inner + Array("\"colorSpace\": \"\(space.rawValue)\",\n".utf8) + inner
                    + Array("\"components\": [".utf8)
            }
            sRGB = head(.sRGB)
            sRGBLinear = head(.sRGBLinear)
            displayP3 = head(.displayP3)
            alpha = Array("],\n".utf8) + inner + Array("\"alpha\": ".utf8)
            end = Array("\n".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: indent) + Array("}".utf8)
        }
    }

    /// `string(c.exactHex)` when the colour has an exact hex form (which needs no escapes); else writes
    /// nothing and returns false.
    mutating func exactHex(_ c: ThemeRGBColor) -> Bool {
        guard c.space == .sRGB else { return false }
        bytes.append(UInt8(ascii: "\""))
        guard c.appendExactHex(to: &bytes) else {
            bytes.removeLast()
            return false
        }
        bytes.append(UInt8(ascii: "\""))
        return true
    }

    mutating func bool(_ value: Bool) {
        append(value ? "true" : "false")
    }

    mutating func null() {
        append("null")
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

    var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func nextLine() {
        let index = open.count - 1
        let first = open[index].items == 0
        open[index].items += 1
        lineBreak(comma: !first, indent: open[index].indent + 2)
    }

    private mutating func close(_ bracket: UInt8) {
        guard let last = open.popLast() else { return }
        if last.items > 0, !last.oneLine { lineBreak(comma: false, indent: last.indent) }
        bytes.append(bracket)
    }

    /// `,` when asked, a newline and `indent` spaces: one copy from `breakRun` for any usual indentation.
    private mutating func lineBreak(comma: Bool, indent: Int) {
        let start = comma ? 0 : 1
        let end = 2 + indent
        guard end <= breakRun.count else {
            if comma { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\n"))
            return spaces(indent)
        }
        breakRun.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// `,\n` and 64 spaces, kept by each writer (a static would be checked for initialisation at every line).
    private let breakRun: [UInt8] = Array(",\n".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Copied from a run of spaces: appending a repeated element went byte by byte.
    private mutating func spaces(_ count: Int) {
        var left = count
        while left > 0 {
            let now = min(left, Self.spaceRun.count)
            Self.spaceRun.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<now])) }
            left -= now
        }
    }

    private static let spaceRun = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        writeQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func writeQuoted(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            // Most strings need no escape: copy them whole.
            guard utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                bytes.append(contentsOf: utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0..<0x20:
                    let hex = String(byte, radix: 16)
                    bytes.append(contentsOf: Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8))
                default:
                    bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
