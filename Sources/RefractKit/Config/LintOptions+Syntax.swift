import RefractLint
import RefractSyntax

extension LintOptionValue {
    /// The config's `lint` value as RefractLint reads it, every part with its place.
    init(_ node: SyntaxNode) {
        switch node.value {
        case .string(let text): self.init(.string(text), span: node.span)
        case .bool(let flag): self.init(.bool(flag), span: node.span)
        case .number(let number, _): self.init(.number(number), span: node.span)
        case .sequence(let items): self.init(.list(items.map(LintOptionValue.init)), span: node.span)
        case .mapping(let entries):
            self.init(
                .mapping(entries.map { Entry(key: $0.key, keySpan: $0.keySpan, value: LintOptionValue($0.value)) }),
                span: node.span)
        case .null: self.init(.null, span: node.span)
        }
    }
}
