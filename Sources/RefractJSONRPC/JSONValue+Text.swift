import RefractDiagnostics
import RefractSyntax

extension JSONValue {
    /// Reads one JSON text (RFC 8259, read by the project's own reader), or throws a parse error
    /// saying where and what is wrong.
    package init(parsing bytes: some Collection<UInt8>) throws(ResponseError) {
        let result = readDocument(bytes: Array(bytes), path: "<message>", format: .json)
        guard let root = result.root else {
            let problem = result.diagnostics.first { $0.severity == .error }
            let place = problem?.span.map { " at \($0.start.line):\($0.start.column)" } ?? ""
            throw ResponseError(.parseError, "invalid JSON\(place): \(problem?.message ?? "unreadable")")
        }
        self.init(root)
    }

    init(_ node: SyntaxNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .string(let value): self = .string(value)
        case .number(let value, let isInteger):
            if isInteger, let exact = Int(exactly: value) { self = .integer(exact) } else { self = .number(value) }
        case .sequence(let elements): self = .array(elements.map(JSONValue.init))
        case .mapping(let entries): self = .object(entries.map { Member($0.key, JSONValue($0.value)) })
        }
    }

    /// Compact JSON text on one line: no newline can appear in it, so newline-delimited framing can carry it.
    package var serialized: String {
        var output = ""
        write(into: &output)
        return output
    }

    /// The UTF-8 bytes of `serialized`.
    package var encoded: [UInt8] { Array(serialized.utf8) }

    private func write(into output: inout String) {
        switch self {
        case .null: output.append("null")
        case .bool(let value): output.append(value ? "true" : "false")
        case .integer(let value): output.append(String(value))
        case .number(let value):
            // JSON has no NaN or infinity; null is what JavaScript's JSON.stringify writes for them.
            guard value.isFinite else { return output.append("null") }
            if value.rounded() == value, let exact = Int(exactly: value) {
                output.append(String(exact))
            } else {
                output.append(String(value))
            }
        case .string(let value): output.append(JSONStringLiteral.quoted(value))
        case .array(let elements):
            output.append("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(",") }
                element.write(into: &output)
            }
            output.append("]")
        case .object(let members):
            output.append("{")
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(",") }
                output.append(JSONStringLiteral.quoted(member.key))
                output.append(":")
                member.value.write(into: &output)
            }
            output.append("}")
        }
    }
}

extension JSONValue: CustomStringConvertible {
    package var description: String { serialized }
}
