extension SyntaxNode {
    /// True when both nodes hold the same data, wherever they are: a key repeated with the same value
    /// is redundant rather than ambiguous, and real token files have such repeats.
    func hasSameValue(as other: SyntaxNode) -> Bool {
        switch (value, other.value) {
        case (.mapping(let left), .mapping(let right)):
            return left.count == right.count
                && zip(left, right).allSatisfy { $0.key == $1.key && $0.value.hasSameValue(as: $1.value) }
        case (.sequence(let left), .sequence(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.hasSameValue(as: $1) }
        case (.string(let left), .string(let right)): return left == right
        case (.number(let left, let leftIsInteger), .number(let right, let rightIsInteger)):
            return leftIsInteger == rightIsInteger && (left == right || left.isNaN && right.isNaN)
        case (.bool(let left), .bool(let right)): return left == right
        case (.null, .null): return true
        default: return false
        }
    }
}
