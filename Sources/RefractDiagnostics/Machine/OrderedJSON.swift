/// A JSON document whose objects keep their keys in the order written, so machine output is
/// deterministic and reads in a documented order (JSONEncoder can only sort keys alphabetically).
enum OrderedJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([OrderedJSON])
    case object([Member])

    struct Member: Sendable, Equatable {
        var key: String
        var value: OrderedJSON

        init(_ key: String, _ value: OrderedJSON) {
            self.key = key
            self.value = value
        }
    }

    static func string(_ value: String?) -> OrderedJSON { value.map(OrderedJSON.string) ?? .null }
    static func int(_ value: Int?) -> OrderedJSON { value.map(OrderedJSON.int) ?? .null }

    /// Two-space indented text ending in a newline.
    var serialized: String {
        var output = ""
        write(into: &output, indent: 0)
        output.append("\n")
        return output
    }

    private func write(into output: inout String, indent: Int) {
        switch self {
        case .null:
            output.append("null")
        case .bool(let value):
            output.append(value ? "true" : "false")
        case .int(let value):
            output.append(String(value))
        case .string(let value):
            Self.writeString(value, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else { return output.append("[]") }
            output.append("[\n")
            for (index, element) in elements.enumerated() {
                Self.appendIndent(indent + 1, to: &output)
                element.write(into: &output, indent: indent + 1)
                output.append(index == elements.count - 1 ? "\n" : ",\n")
            }
            Self.appendIndent(indent, to: &output)
            output.append("]")
        case .object(let members):
            guard !members.isEmpty else { return output.append("{}") }
            output.append("{\n")
            for (index, member) in members.enumerated() {
                Self.appendIndent(indent + 1, to: &output)
                Self.writeString(member.key, into: &output)
                output.append(": ")
                member.value.write(into: &output, indent: indent + 1)
                output.append(index == members.count - 1 ? "\n" : ",\n")
            }
            Self.appendIndent(indent, to: &output)
            output.append("}")
        }
    }

    /// Two spaces per level, without making a string per line (a SARIF log has dozens of lines per result).
    private static let indents = (0..<16).map { String(repeating: "  ", count: $0) }

    private static func appendIndent(_ level: Int, to output: inout String) {
        output.append(level < indents.count ? indents[level] : String(repeating: "  ", count: level))
    }

    /// Whether a string holding `byte` is written with escapes.
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// RFC 8259 escaping: quote, backslash and control characters; everything else stays UTF-8. The text
    /// between two escapes is appended whole (a SARIF message holds a newline before its help).
    static func writeString(_ value: String, into output: inout String) {
        output.append("\"")
        let utf8 = value.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            if needsEscape(byte) {
                output.append(contentsOf: value[runStart..<index])
                output.append(escape(byte))
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        output.append(contentsOf: value[runStart..<index])
        output.append("\"")
    }

    /// The escape of a byte `needsEscape` accepts (all ASCII).
    private static func escape(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case UInt8(ascii: "\n"): return "\\n"
        case UInt8(ascii: "\r"): return "\\r"
        case UInt8(ascii: "\t"): return "\\t"
        case 0x08: return "\\b"
        case 0x0C: return "\\f"
        default:
            let hex = String(byte, radix: 16, uppercase: false)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
