import RefractDiagnostics
import RefractModel
import RefractOutput

/// An alias of a deprecated token keeps the old token alive: when it is removed, the alias breaks.
struct DeprecatedUsed: LintRule {
    static let id: RuleID = "deprecated.used"
    static let code: DiagnosticCode = "lint.deprecated.used"
    static let summary = "no token is an alias of a deprecated token"
    static let defaultLevel: LintLevel = .warning
    static let documentation = """
        Reports a token whose value, or a part of a composite value (a border's colour, a shadow layer's \
        offset), references a token marked `$deprecated` in the same permutation, with the deprecation \
        message as a note at the deprecated token. A deprecated token that references another \
        deprecated one is not reported: both go together.
        """
    static let optionDocs: [LintOptionDoc] = []

    init(options: LintOptionValue?, reporting diagnostics: inout [Diagnostic]) {
        diagnostics += OptionReader(rule: Self.id, options, allowed: []).diagnostics
    }

    func check(_ subject: LintSubject, severity: Severity) -> [Diagnostic] {
        let model = subject.model
        var findings = FindingsByToken()
        var targets: [String: Token] = [:]
        for (p, set) in model.tokenSets.enumerated() {
            for token in set.tokens where token.deprecation == nil {
                let references = (token.aliasOf.map { [$0] } ?? []) + token.partReferences.values.sorted()
                for reference in references {
                    guard let target = set[reference], target.deprecation != nil else { continue }
                    let key = token.path.dotted + "\u{0}" + reference.dotted
                    targets[key] = targets[key] ?? target
                    findings.add(key, token: token, permutation: p)
                }
            }
        }
        return findings.all.compactMap { finding in
            guard let target = targets[finding.key] else { return nil }
            let why = target.deprecation?.message.map { ": \($0)" } ?? ""
            var notes = [DiagnosticNote("'\(target.path)' is deprecated\(why)", at: SourceSpan(target.source))]
            if model.permutations.count > 1, finding.permutations.count < model.permutations.count {
                notes.append(DiagnosticNote("when \(model.describe(finding.permutations))"))
            }
            return .lint(
                Self.code, severity, "'\(finding.token.path)' references the deprecated token '\(target.path)'",
                at: finding.token, label: "references '\(target.path)'", notes: notes,
                help: "reference the token that replaces it")
        }
    }
}
