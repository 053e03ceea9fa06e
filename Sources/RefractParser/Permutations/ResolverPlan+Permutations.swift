import RefractDiagnostics
import RefractModel

extension ResolverPlan {
    /// The permutations to resolve: the cartesian product of every modifier's contexts (first modifier
    /// outermost, contexts in declaration order), narrowed to `inputs` where given. Input names match
    /// exactly, else case-insensitively (the spec's SHOULD); an unknown modifier or context is an error
    /// naming it, with a suggestion, and is left out of the narrowing.
    public func permutations(for inputs: [String: String] = [:]) -> (permutations: [Permutation], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var chosen: [String: String] = [:]
        let modifiers = self.modifiers
        for (key, value) in inputs.sorted(by: { $0.key < $1.key }) {
            guard let modifier = modifiers.first(where: { $0.name == key })
                ?? modifiers.first(where: { $0.name.lowercased() == key.lowercased() })
            else {
                let names = modifiers.map(\.name)
                let help = Suggestions.nearest(to: key, in: names).map { "did you mean '\($0)'?" }
                    ?? (names.isEmpty ? "this resolver has no modifiers" : "modifiers are " + Self.quoted(names))
                // The input came from the command line; the place to look is where the modifiers are declared.
                diagnostics.append(.error(
                    "resolver.unknown-modifier", "unknown modifier '\(key)' in inputs", at: modifiers.first?.span ?? span,
                    label: modifiers.isEmpty ? nil : "the modifiers are declared here", help: help))
                continue
            }
            guard let context = modifier.context(named: value)
                ?? modifier.contexts.first(where: { $0.name.lowercased() == value.lowercased() })
            else {
                let names = modifier.contexts.map(\.name)
                let help = Suggestions.nearest(to: value, in: names).map { "did you mean '\($0)'?" }
                    ?? "contexts are " + Self.quoted(names)
                diagnostics.append(.error(
                    "resolver.unknown-context", "unknown context '\(value)' for modifier '\(modifier.name)'",
                    at: modifier.span, help: help))
                continue
            }
            chosen[modifier.name] = context.name
        }
        var result: [[Permutation.Selection]] = [[]]
        for modifier in modifiers {
            let contexts = chosen[modifier.name].map { [$0] } ?? modifier.contexts.map(\.name)
            result = result.flatMap { prefix in
                contexts.map { prefix + [Permutation.Selection(modifier: modifier.name, context: $0)] }
            }
        }
        return (result.map(Permutation.init), diagnostics)
    }

    static func quoted(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
