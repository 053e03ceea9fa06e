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
                output.append(String(repeating: "  ", count: indent + 1))
                element.write(into: &output, indent: indent + 1)
                output.append(index == elements.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: "  ", count: indent) + "]")
        case .object(let members):
            guard !members.isEmpty else { return output.append("{}") }
            output.append("{\n")
            for (index, member) in members.enumerated() {
                output.append(String(repeating: "  ", count: indent + 1))
                Self.writeString(member.key, into: &output)
                output.append(": ")
                member.value.write(into: &output, indent: indent + 1)
                output.append(index == members.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: "  ", count: indent) + "}")
        }
    }

    /// Whether a string holding `byte` is written with escapes.
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// RFC 8259 escaping: quote, backslash and control characters; everything else stays UTF-8.
    static func writeString(_ value: String, into output: inout String) {
        output.append("\"")
        // Names and paths rarely hold a character that needs escaping; those are appended whole.
        if !value.utf8.contains(where: needsEscape) {
            output.append(value)
            output.append("\"")
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case "\u{08}": output.append("\\b")
            case "\u{0C}": output.append("\\f")
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }
}
