import RefractDiagnostics
import RefractModel

/// A token that some contexts of a modifier set and others leave at the default context's value: with a
/// third context (`high-contrast` beside `light` and `dark`), the one forgotten keeps the light value.
struct ModesComplete: LintRule {
    static let id: RuleID = "modes.complete"
    static let code: DiagnosticCode = "lint.modes.complete"
    static let summary = "a token set in some contexts of a modifier is set in all of them"
    static let defaultLevel: LintLevel = .warning
    static let documentation = """
        For each modifier with three contexts or more, compares where each token is defined in every \
        context with where it is defined in the default context. A token that some other contexts \
        define anew while others still show the default context's definition is reported once, naming \
        both. A modifier of two contexts cannot be incomplete this way (the one other context either \
        sets the token or leaves it alone on purpose), nor can tokens that no context sets; a token \
        missing from some permutations altogether is `resolver.token-missing`. Inline modes \
        (`$extensions.mode`) keep one definition for every mode, so they are not checked.
        """
    static let optionDocs: [LintOptionDoc] = []

    init(options: LintOptionValue?, reporting diagnostics: inout [Diagnostic]) {
        diagnostics += OptionReader(rule: Self.id, options, allowed: []).diagnostics
    }

    func check(_ subject: LintSubject, severity: Severity) -> [Diagnostic] {
        let model = subject.model
        var diagnostics: [Diagnostic] = []
        for axis in model.axes where axis.contexts.count >= 3 {
            guard let defaultContext = axis.effectiveDefault else { continue }
            let others = axis.contexts.filter { $0 != defaultContext }
            // Each permutation at the default context, with its counterparts at every other context.
            let groups: [(base: Int, counterparts: [(context: String, permutation: Int)])] =
                model.permutations.indices.compactMap { p in
                    guard model.permutations[p][axis.name] == defaultContext else { return nil }
                    var inputs = model.permutations[p].inputs
                    let counterparts = others.compactMap { context -> (String, Int)? in
                        inputs[axis.name] = context
                        return model.permutationIndex(inputs).map { (context, $0) }
                    }
                    return (p, counterparts)
                }
            var reported: Set<Int> = []
            for pathIndex in model.paths.indices where !reported.contains(pathIndex) {
                for group in groups {
                    guard let baseIndex = model.tokenIndex(pathAt: pathIndex, permutation: group.base) else { continue }
                    let base = model.tokenSets[group.base].tokens[baseIndex].source
                    var setIn: [String] = [], leftIn: [String] = []
                    var setToken: Token?
                    for (context, p) in group.counterparts {
                        guard let i = model.tokenIndex(pathAt: pathIndex, permutation: p) else { continue }
                        let token = model.tokenSets[p].tokens[i]
                        if token.source == base {
                            leftIn.append(context)
                        } else {
                            setIn.append(context)
                            setToken = setToken ?? token
                        }
                    }
                    guard !setIn.isEmpty, !leftIn.isEmpty, let setToken else { continue }
                    reported.insert(pathIndex)
                    let name = axis.name
                    diagnostics.append(.lint(
                        Self.code, severity,
                        "'\(model.paths[pathIndex])' is set when \(list(setIn, name)) but not when \(list(leftIn, name)), which \(leftIn.count == 1 ? "keeps" : "keep") the value of \(name)=\(defaultContext)",
                        at: setToken, label: "set here for \(name)=\(setIn[0])",
                        notes: model.axes.count > 1 ? [DiagnosticNote("seen with \(model.permutations[group.base])")] : [],
                        help: "set it in \(list(leftIn, name)) too, or in none of the contexts"))
                    break
                }
            }
        }
        return diagnostics
    }

    private func list(_ contexts: [String], _ modifier: String) -> String {
        contexts.map { "\(modifier)=\($0)" }.joined(separator: ", ")
    }
}
