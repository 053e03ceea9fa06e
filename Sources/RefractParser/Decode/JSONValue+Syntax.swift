import RefractModel
import RefractSyntax

extension JSONValue {
    init(syntax node: SyntaxNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n, _): self = .number(n)
        case .string(let s): self = .string(s)
        case .sequence(let items): self = .array(items.map(JSONValue.init(syntax:)))
        case .mapping(let entries):
            self = .object(entries.map { JSONMember(key: $0.key, value: JSONValue(syntax: $0.value)) })
        }
    }
}
