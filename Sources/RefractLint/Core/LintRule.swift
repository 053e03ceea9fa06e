import RefractDiagnostics
import RefractModel

/// A rule's identity as the config and docs name it: `contrast.minimum`.
package typealias RuleID = String

/// How a rule reports by default or as configured: `off` does not run it.
package enum LintLevel: String, Sendable, Hashable, CaseIterable {
    case off, warning, error

    var severity: Severity? {
        switch self {
        case .off: nil
        case .warning: .warning
        case .error: .error
        }
    }
}

/// One option of a rule, for `refract help lint` and docs/lint-rules.md.
package struct LintOptionDoc: Sendable, Hashable {
    package var name: String
    package var type: String
    package var defaultValue: String
    package var summary: String
}

/// A design rule: an opinion about a resolved token set, never the spec (the parser rejects invalid
/// values, so turning a rule off cannot let invalid output through). Pure: it reads the subject and
/// returns diagnostics, one per problem however many permutations have it, with a note naming them.
protocol LintRule: Sendable {
    /// `contrast.minimum`; its code is `lint.` + id.
    static var id: RuleID { get }
    /// The code, written out so docs/diagnostics.md's index test finds it in the sources.
    static var code: DiagnosticCode { get }
    static var summary: String { get }
    /// Why the default is what it is, and what the rule checks: docs/lint-rules.md.
    static var documentation: String { get }
    static var defaultLevel: LintLevel { get }
    static var optionDocs: [LintOptionDoc] { get }
    /// The options, read from the config's value; problems are `config.*` diagnostics at their places.
    init(options: LintOptionValue?, reporting diagnostics: inout [Diagnostic])
    func check(_ subject: LintSubject, severity: Severity) -> [Diagnostic]
}

extension LintRule {
    /// The rule with its options, and the problems of the options.
    static func make(options: LintOptionValue?) -> (any LintRule, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let rule = Self(options: options, reporting: &diagnostics)
        return (rule, diagnostics)
    }
}
