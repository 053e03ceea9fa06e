import RefractDiagnostics
import RefractModel

/// Token names follow one case, and paths one of the allowed patterns: platform names are derived from
/// them, and a mixed set gives mixed names.
struct NamingPattern: LintRule {
    static let id: RuleID = "naming.pattern"
    static let code: DiagnosticCode = "lint.naming.pattern"
    static let summary = "token names follow the configured case and paths match the configured patterns"
    /// Off: the six design systems of the corpus use four different cases (kebab, camel, and numbers
    /// such as `050`), so no default case fits; a project states its own.
    static let defaultLevel: LintLevel = .off
    static let documentation = """
        Checks every name of every token path against `case`, and the whole path against `patterns` \
        when given (a path must match one; `*` is part of one name, `**` one name or more). Names made \
        only of digits and dots of a scale (`100`, `050`) fit every case. Each path is reported once, \
        at its first name that does not fit.
        """
    static let optionDocs = [
        LintOptionDoc(name: "case", type: "`kebab` \\| `camel` \\| `pascal` \\| `snake` \\| `any`", defaultValue: "`kebab`", summary: "the case of every name"),
        LintOptionDoc(name: "patterns", type: "list of path patterns", defaultValue: "`[]` (any path)", summary: "the paths allowed, e.g. `color.**`, `space.*`"),
    ]

    enum Case: String, Sendable, CaseIterable {
        case kebab, camel, pascal, snake, any

        func fits(_ name: String) -> Bool {
            let scalars = Array(name.unicodeScalars)
            guard let first = scalars.first else { return false }
            if scalars.allSatisfy({ $0.properties.numericType != nil || $0 == "-" || $0 == "_" }) { return true }
            func isLower(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) }
            func isUpper(_ s: Unicode.Scalar) -> Bool { ("A"..."Z").contains(s) }
            func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
            func separated(by separator: Unicode.Scalar) -> Bool {
                let parts = name.split(separator: Character(separator), omittingEmptySubsequences: false)
                return parts.allSatisfy { part in
                    !part.isEmpty && part.unicodeScalars.allSatisfy { isLower($0) || isDigit($0) }
                }
            }
            switch self {
            case .any: return true
            case .kebab: return separated(by: "-")
            case .snake: return separated(by: "_")
            case .camel: return (isLower(first) || isDigit(first)) && scalars.allSatisfy { isLower($0) || isUpper($0) || isDigit($0) }
            case .pascal: return isUpper(first) && scalars.allSatisfy { isLower($0) || isUpper($0) || isDigit($0) }
            }
        }

        var label: String {
            switch self {
            case .kebab: "kebab-case"
            case .camel: "camelCase"
            case .pascal: "PascalCase"
            case .snake: "snake_case"
            case .any: "any case"
            }
        }
    }

    var nameCase = Case.kebab
    var patterns: [TokenPathGlob] = []

    init(options: LintOptionValue?, reporting diagnostics: inout [Diagnostic]) {
        var reader = OptionReader(rule: Self.id, options, allowed: ["case", "patterns"])
        if let text = reader.choice("case", of: Case.allCases.map(\.rawValue)), let value = Case(rawValue: text) { nameCase = value }
        patterns = (reader.strings("patterns") ?? []).map(TokenPathGlob.init)
        diagnostics += reader.diagnostics
    }

    func check(_ subject: LintSubject, severity: Severity) -> [Diagnostic] {
        let model = subject.model
        var diagnostics: [Diagnostic] = []
        for (index, path) in model.paths.enumerated() {
            let segments = path.segments
            let misfit = segments.first { !nameCase.fits($0) }
            let unmatched = !patterns.isEmpty && !patterns.contains { $0.match(segments) != nil }
            guard misfit != nil || unmatched, let token = firstToken(pathAt: index, in: model) else { continue }
            if let misfit {
                diagnostics.append(.lint(
                    Self.code, severity, "'\(path)' has the name '\(misfit)', which is not \(nameCase.label)", at: token,
                    help: "rename it in \(nameCase.label), or set lint.rules.naming.pattern.case"))
            } else {
                diagnostics.append(.lint(
                    Self.code, severity, "'\(path)' matches none of the allowed patterns", at: token,
                    notes: [DiagnosticNote("allowed: \(patterns.map(\.text).joined(separator: ", "))")],
                    help: "move it under an allowed group, or add a pattern to lint.rules.naming.pattern.patterns"))
            }
        }
        return diagnostics
    }

    private func firstToken(pathAt index: Int, in model: ThemedTokenSet) -> Token? {
        for p in model.permutations.indices {
            if let i = model.tokenIndex(pathAt: index, permutation: p) { return model.tokenSets[p].tokens[i] }
        }
        return nil
    }
}
