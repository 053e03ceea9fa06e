/// A request's id: a number or a string, echoed in its response (JSON-RPC 2.0 §4).
package enum RequestID: Sendable, Hashable {
    case number(Int)
    case string(String)

    package var json: JSONValue {
        switch self {
        case .number(let value): .integer(value)
        case .string(let value): .string(value)
        }
    }

    /// The id a JSON value holds, or nil for anything but an integer or a string.
    package init?(_ json: JSONValue) {
        switch json {
        case .string(let value): self = .string(value)
        default:
            guard let value = json.intValue else { return nil }
            self = .number(value)
        }
    }
}

extension RequestID: CustomStringConvertible {
    package var description: String {
        switch self {
        case .number(let value): String(value)
        case .string(let value): value
        }
    }
}
