import RefractModel

/// A JSON value of the bundle as it is printed: object keys in the order given, two-space indentation,
/// objects one member per line, arrays of scalars on one line, arrays of containers one item per line, so
/// the bundle is deterministic and diffs well.
indirect enum JSONText: Sendable {
    /// A number, string, `true`, `false` or `null`, already printed.
    case scalar(String)
    case object([(key: String, value: JSONText)])
    case array([JSONText])

    static func string(_ text: String) -> JSONText { .scalar(quoted(text)) }
    static func number(_ x: Double) -> JSONText { .scalar(formatNumber(x)) }
    static let null = JSONText.scalar("null")

    /// The text of the value starting on a line indented by `indent` spaces.
    func printed(indent: Int) -> String {
        var text = ""
        text.reserveCapacity(64)
        write(into: &text, indent: indent)
        return text
    }

    private func write(into text: inout String, indent: Int) {
        switch self {
        case .scalar(let scalar):
            text += scalar
        case .object(let members):
            guard !members.isEmpty else { return text += "{}" }
            text += "{"
            for (index, member) in members.enumerated() {
                text += index == 0 ? "\n" : ",\n"
                text += String(repeating: " ", count: indent + 2)
                text += Self.quoted(member.key)
                text += ": "
                member.value.write(into: &text, indent: indent + 2)
            }
            text += "\n" + String(repeating: " ", count: indent) + "}"
        case .array(let items):
            guard !items.isEmpty else { return text += "[]" }
            let oneLine = items.allSatisfy(\.isScalar)
            text += "["
            for (index, item) in items.enumerated() {
                if oneLine {
                    if index > 0 { text += ", " }
                } else {
                    text += index == 0 ? "\n" : ",\n"
                    text += String(repeating: " ", count: indent + 2)
                }
                item.write(into: &text, indent: indent + 2)
            }
            if !oneLine { text += "\n" + String(repeating: " ", count: indent) }
            text += "]"
        }
    }

    private var isScalar: Bool {
        if case .scalar = self { true } else { false }
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
