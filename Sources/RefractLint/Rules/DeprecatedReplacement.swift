import RefractDiagnostics
import RefractModel
import RefractOutput

/// A deprecation that names its replacement (`"Use {color.accent}"`, `$extensions["dev.refract"].replacedBy`)
/// becomes `renamed:` and `ReplaceWith` in the generated code: pointing users at a token that does not exist,
/// or that is itself deprecated, sends them from one broken name to the next.
struct DeprecatedReplacement: LintRule {
    static let id: RuleID = "deprecated.replacement"
    static let code: DiagnosticCode = "lint.deprecated.replacement"
    static let summary = "a deprecated token's replacement exists and is not deprecated"
    static let defaultLevel: LintLevel = .warning
    static let documentation = """
        Reports a deprecated token whose replacement, the first `{reference}` of its `$deprecated` text or \
        `$extensions["dev.refract"].replacedBy`, is missing or itself deprecated in a permutation where the \
        deprecated token is defined. The replacement becomes Swift's `renamed:`, Kotlin's `ReplaceWith`, and \
        a comment in CSS and Android resources.
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
            for token in set.tokens where token.deprecation != nil {
                guard let replacement = token.replacement else { continue }
                let target = set[replacement]
                if let target, target.deprecation == nil { continue }
                let key = token.path.dotted + "\u{0}" + replacement.dotted + (target == nil ? "\u{0}missing" : "")
                if let target { targets[key] = targets[key] ?? target }
                findings.add(key, token: token, permutation: p, detail: replacement.dotted)
            }
        }
        return findings.all.map { finding in
            let replacement = finding.detail.first ?? ""
            var notes: [DiagnosticNote] = []
            let message: String
            if let target = targets[finding.key] {
                message = "'\(finding.token.path)' is replaced by '\(replacement)', which is deprecated too"
                notes.append(DiagnosticNote("'\(target.path)' is deprecated", at: SourceSpan(target.source)))
            } else {
                message = "'\(finding.token.path)' is replaced by '\(replacement)', which does not exist"
            }
            if model.permutations.count > 1, finding.permutations.count < model.permutations.count {
                notes.append(DiagnosticNote("when \(model.describe(finding.permutations))"))
            }
            return .lint(
                Self.code, severity, message, at: finding.token, label: "replaced by '\(replacement)'", notes: notes,
                help: "name a token that is not deprecated in '$deprecated' or '$extensions.dev.refract.replacedBy'")
        }
    }
}
