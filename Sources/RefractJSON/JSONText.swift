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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        write(to: &bytes, indent: indent.utf8.count)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the printed value as UTF-8: one byte buffer for the whole tree (string appends were a
    /// fifth of a large bundle), indentation as a count of spaces.
    func write(to bytes: inout [UInt8], indent: Int) {
        switch self {
        case .null: Self.append("null", to: &bytes)
        case .bool(let b): Self.append(b ? "true" : "false", to: &bytes)
        case .number(let x): Self.append(formatNumber(x == 0 ? 0 : x), to: &bytes)
        case .string(let s): Self.writeQuoted(s, to: &bytes)
        case .array(let items):
            if items.isEmpty {
                Self.append("[]", to: &bytes)
            } else if items.allSatisfy(\.isScalar) {
                bytes.append(UInt8(ascii: "["))
                for (index, item) in items.enumerated() {
                    if index > 0 { Self.append(", ", to: &bytes) }
                    item.write(to: &bytes, indent: 0)
                }
                bytes.append(UInt8(ascii: "]"))
            } else {
                Self.append("[\n", to: &bytes)
                for (index, item) in items.enumerated() {
                    if index > 0 { Self.append(",\n", to: &bytes) }
                    Self.spaces(indent + 2, to: &bytes)
                    item.write(to: &bytes, indent: indent + 2)
                }
                bytes.append(UInt8(ascii: "\n"))
                Self.spaces(indent, to: &bytes)
                bytes.append(UInt8(ascii: "]"))
            }
        case .object(let members):
            if members.isEmpty {
                Self.append("{}", to: &bytes)
                return
            }
            Self.append("{\n", to: &bytes)
            for (index, member) in members.enumerated() {
                if index > 0 { Self.append(",\n", to: &bytes) }
                Self.spaces(indent + 2, to: &bytes)
                Self.writeQuoted(member.0, to: &bytes)
                Self.append(": ", to: &bytes)
                member.1.write(to: &bytes, indent: indent + 2)
            }
            bytes.append(UInt8(ascii: "\n"))
            Self.spaces(indent, to: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    private static func spaces(_ count: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        writeQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func writeQuoted(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): append("\\\"", to: &bytes)
                case UInt8(ascii: "\\"): append("\\\\", to: &bytes)
                case UInt8(ascii: "\n"): append("\\n", to: &bytes)
                case UInt8(ascii: "\r"): append("\\r", to: &bytes)
                case UInt8(ascii: "\t"): append("\\t", to: &bytes)
                case 0..<0x20:
                    let hex = String(byte, radix: 16)
                    append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex, to: &bytes)
                default:
                    bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
