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
        switch self {
        case .scalar(let text):
            return text
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let inner = String(repeating: " ", count: indent + 2)
            let lines = members.map { inner + Self.quoted($0.key) + ": " + $0.value.printed(indent: indent + 2) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "}"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            if items.allSatisfy(\.isScalar) {
                return "[" + items.map { $0.printed(indent: indent) }.joined(separator: ", ") + "]"
            }
            let inner = String(repeating: " ", count: indent + 2)
            let lines = items.map { inner + $0.printed(indent: indent + 2) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
        }
    }

    private var isScalar: Bool {
        if case .scalar = self { true } else { false }
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as it is.
    static func quoted(_ text: String) -> String {
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
