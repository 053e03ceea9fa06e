import RefractModel

/// A JSON value with object keys in the order given, printed with two-space indentation: output is
/// deterministic and diffs well.
indirect enum JSONText {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONText])
    case object([(String, JSONText)])

    func printed(indent: String = "") -> String {
        var text = ""
        write(to: &text, indent: indent)
        return text
    }

    /// Appends the printed value to `text`: one buffer for the whole tree, not a string per level.
    func write(to text: inout String, indent: String) {
        switch self {
        case .null: text += "null"
        case .bool(let b): text += b ? "true" : "false"
        case .number(let x): text += formatNumber(x == 0 ? 0 : x)
        case .string(let s): Self.writeQuoted(s, to: &text)
        case .array(let items):
            if items.isEmpty {
                text += "[]"
            } else if items.allSatisfy(\.isScalar) {
                text += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { text += ", " }
                    item.write(to: &text, indent: "")
                }
                text += "]"
            } else {
                let inner = indent + "  "
                text += "[\n"
                for (index, item) in items.enumerated() {
                    if index > 0 { text += ",\n" }
                    text += inner
                    item.write(to: &text, indent: inner)
                }
                text += "\n" + indent + "]"
            }
        case .object(let members):
            if members.isEmpty {
                text += "{}"
                return
            }
            let inner = indent + "  "
            text += "{\n"
            for (index, member) in members.enumerated() {
                if index > 0 { text += ",\n" }
                text += inner
                Self.writeQuoted(member.0, to: &text)
                text += ": "
                member.1.write(to: &text, indent: inner)
            }
            text += "\n" + indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    static func quoted(_ text: String) -> String {
        var result = ""
        writeQuoted(text, to: &result)
        return result
    }

    static func writeQuoted(_ string: String, to text: inout String) {
        text += "\""
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            text += string
            text += "\""
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
