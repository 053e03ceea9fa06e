import RefractDiagnostics

/// A rule option as the config wrote it, with where: the config reader turns YAML or JSON into these, and
/// each rule reads its typed options from them, so RefractLint needs no syntax tree.
package struct LintOptionValue: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case list([LintOptionValue])
        /// Keys in the order written, each with the span of its key.
        case mapping([Entry])
        case null
    }

    package struct Entry: Sendable, Hashable {
        package var key: String
        package var keySpan: SourceSpan?
        package var value: LintOptionValue

        package init(key: String, keySpan: SourceSpan?, value: LintOptionValue) {
            self.key = key
            self.keySpan = keySpan
            self.value = value
        }
    }

    package var kind: Kind
    package var span: SourceSpan?

    package init(_ kind: Kind, span: SourceSpan? = nil) {
        self.kind = kind
        self.span = span
    }

    var kindName: String {
        switch kind {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .list: "a list"
        case .mapping: "a mapping"
        case .null: "null"
        }
    }

    package subscript(key: String) -> LintOptionValue? {
        guard case .mapping(let entries) = kind else { return nil }
        return entries.first { $0.key == key }?.value
    }
}
