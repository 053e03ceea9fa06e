import RefractDiagnostics
import RefractModel
import RefractOutput

/// Two tokens that hold the same value without one referencing the other drift apart at the first edit.
struct ValuesDuplicate: LintRule {
    static let id: RuleID = "values.duplicate"
    static let code: DiagnosticCode = "lint.values.duplicate"
    static let summary = "no two tokens of a type hold the same value unless one is an alias"
    /// Off: scales repeat values on purpose (`space.0` and `radius.none` are both 0, a palette's white
    /// appears in several ramps), so the rule is for a project that wants every repeat to be an alias.
    static let defaultLevel: LintLevel = .off
    static let documentation = """
        Among the tokens that are not aliases, reports each token whose value equals an earlier token's \
        (in path order) of the same type, in every permutation where both hold it, pointing at the \
        first. `types` limits the rule to some types.
        """
    static let optionDocs = [
        LintOptionDoc(name: "types", type: "list of `$type` names", defaultValue: "`[]` (every type)", summary: "the types checked"),
    ]

    var types: Set<String> = []

    init(options: LintOptionValue?, reporting diagnostics: inout [Diagnostic]) {
        var reader = OptionReader(rule: Self.id, options, allowed: ["types"])
        types = Set(reader.strings("types") ?? [])
        diagnostics += reader.diagnostics
    }

    func check(_ subject: LintSubject, severity: Severity) -> [Diagnostic] {
        let model = subject.model
        var findings = FindingsByToken()
        var firsts: [String: Token] = [:]
        for (p, set) in model.tokenSets.enumerated() {
            var firstByValue: [TokenValue: Int] = [:]
            for (index, token) in set.tokens.enumerated() where token.aliasOf == nil && token.partReferences.isEmpty {
                if !types.isEmpty, !types.contains(token.value.typeName) { continue }
                if let first = firstByValue[token.value] {
                    let key = token.path.dotted + "\u{0}" + set.tokens[first].path.dotted
                    firsts[key] = firsts[key] ?? set.tokens[first]
                    findings.add(key, token: token, permutation: p)
                } else {
                    firstByValue[token.value] = index
                }
            }
        }
        return findings.all.compactMap { finding in
            guard let first = firsts[finding.key] else { return nil }
            var notes = [DiagnosticNote("'\(first.path)' holds it", at: SourceSpan(first.source))]
            if model.permutations.count > 1, finding.permutations.count < model.permutations.count {
                notes.append(DiagnosticNote("when \(model.describe(finding.permutations))"))
            }
            return .lint(
                Self.code, severity, "'\(finding.token.path)' has the same value as '\(first.path)'", at: finding.token,
                notes: notes, help: "make one an alias of the other: \"{\(first.path)}\"")
        }
    }
}
