import RefractDiagnostics
import RefractModel

/// Long alias chains hide where a value comes from and make every change ripple unpredictably.
struct AliasDepth: LintRule {
    static let id: RuleID = "alias.depth"
    static let code: DiagnosticCode = "lint.alias.depth"
    static let summary = "alias chains are no longer than the configured maximum"
    static let defaultLevel: LintLevel = .warning
    static let documentation = """
        Follows each alias to the token that holds a value, in every permutation, and reports a token \
        whose chain has more links than `maximum`, with the chain. The default, 3, allows the usual \
        component → semantic → primitive layering and one more step; no corpus design system goes \
        deeper.
        """
    static let optionDocs = [
        LintOptionDoc(name: "maximum", type: "integer", defaultValue: "`3`", summary: "the most alias links from a token to its value"),
    ]

    var maximum = 3

    init(options: LintOptionValue?, reporting diagnostics: inout [Diagnostic]) {
        var reader = OptionReader(rule: Self.id, options, allowed: ["maximum"])
        if let number = reader.number("maximum") {
            if number >= 1, number == number.rounded(), number < 1_000_000 {
                maximum = Int(number)
            } else {
                reader.diagnostics.append(.error(
                    "config.invalid", "'lint.rules.alias.depth.maximum' must be a whole number of at least 1",
                    at: reader.value("maximum")?.span))
            }
        }
        diagnostics += reader.diagnostics
    }

    func check(_ subject: LintSubject, severity: Severity) -> [Diagnostic] {
        let model = subject.model
        var findings = FindingsByToken()
        for (p, set) in model.tokenSets.enumerated() {
            for token in set.tokens where token.aliasOf != nil {
                // Only the first link is followed from each token: the parser has rejected cycles.
                var chain = [token.path]
                var next = token.aliasOf
                while let path = next, chain.count <= maximum + 1 {
                    chain.append(path)
                    next = set[path]?.aliasOf
                }
                guard chain.count > maximum + 1 else { continue }
                let shown = chain.count > maximum + 1 && next != nil ? chain.map(\.dotted) + ["…"] : chain.map(\.dotted)
                findings.add(token.path.dotted, token: token, permutation: p, detail: shown.joined(separator: " → "))
            }
        }
        return findings.all.map { finding in
            var notes = [DiagnosticNote("chain: \(finding.detail[0])")]
            if model.permutations.count > 1, finding.permutations.count < model.permutations.count {
                notes.append(DiagnosticNote("when \(model.describe(finding.permutations))"))
            }
            return .lint(
                Self.code, severity, "'\(finding.token.path)' reaches its value through more than \(maximum) aliases",
                at: finding.token, notes: notes, help: "reference a token nearer the value")
        }
    }
}
