import RefractDiagnostics

/// Every rule, in the order docs and help list them.
enum LintRules {
    static let all: [any LintRule.Type] = [
        ContrastMinimum.self, ModesComplete.self, DeprecatedUsed.self, DeprecatedReplacement.self, NamingPattern.self, ValuesDuplicate.self,
        PrimitivesUnused.self, AliasDepth.self, ColorOutOfGamut.self, NamesCollide.self,
    ]

    static func rule(_ id: RuleID) -> (any LintRule.Type)? { all.first { $0.id == id } }
}

/// A rule as help and docs show it.
package struct LintRuleInfo: Sendable, Hashable {
    package var id: RuleID
    package var code: String
    package var summary: String
    package var defaultLevel: LintLevel
    package var documentation: String
    package var options: [LintOptionDoc]

    /// Every rule.
    package static var all: [LintRuleInfo] {
        LintRules.all.map {
            LintRuleInfo(
                id: $0.id, code: $0.code.rawValue, summary: $0.summary, defaultLevel: $0.defaultLevel,
                documentation: $0.documentation, options: $0.optionDocs)
        }
    }
}
