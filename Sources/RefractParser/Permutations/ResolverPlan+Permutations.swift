import RefractDiagnostics
import RefractModel

extension ResolverPlan {
    /// The most permutations one run resolves. Each costs a full resolution of the tokens and each
    /// modifier of two contexts doubles them, so twenty modifiers would run for hours: past this bound
    /// the resolver is refused up front, naming the modifiers that multiply (documented in
    /// docs/diagnostics.md, `resolver.too-many-permutations`).
    package static let maximumPermutations = 4_096

    /// The permutations to resolve: the cartesian product of every modifier's contexts (first modifier
    /// outermost, contexts in declaration order), narrowed to `inputs` where given. Input names match
    /// exactly: a name that differs only in case is an error suggesting the declared spelling, because
    /// every output names contexts as they are declared, and a build narrowed to a spelling no output
    /// knows once wrote CSS with no rule at all. An unknown modifier or context is an error naming it,
    /// with a suggestion, and is left out of the narrowing. More than `limit` permutations is an error,
    /// and none are returned.
    package func permutations(
        for inputs: [String: String] = [:], limit: Int = ResolverPlan.maximumPermutations
    ) -> (permutations: [Permutation], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var chosen: [String: String] = [:]
        let modifiers = self.modifiers
        for (key, value) in inputs.sorted(by: { $0.key < $1.key }) {
            guard let modifier = modifiers.first(where: { $0.name == key }) else {
                let names = modifiers.map(\.name)
                let help = Self.suggestion(for: key, in: names).map { "did you mean '\($0)'?" }
                    ?? (names.isEmpty ? "this resolver has no modifiers" : "modifiers are " + Self.quoted(names))
                // The input came from the command line; the place to look is where the modifiers are declared.
                diagnostics.append(.error(
                    "resolver.unknown-modifier", "unknown modifier '\(key)' in inputs", at: modifiers.first?.span ?? span,
                    label: modifiers.isEmpty ? nil : "the modifiers are declared here", help: help))
                continue
            }
            guard let context = modifier.context(named: value) else {
                let names = modifier.contexts.map(\.name)
                let help = Self.suggestion(for: value, in: names).map { "did you mean '\($0)'?" }
                    ?? "contexts are " + Self.quoted(names)
                diagnostics.append(.error(
                    "resolver.unknown-context", "unknown context '\(value)' for modifier '\(modifier.name)'",
                    at: modifier.span, help: help))
                continue
            }
            chosen[modifier.name] = context.name
        }
        let counts = modifiers.map { chosen[$0.name] == nil ? $0.contexts.count : 1 }
        if let excess = Self.tooManyPermutations(modifiers, counts: counts, limit: limit) {
            return ([], diagnostics + [excess])
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

    /// The error for a product of `counts` beyond `limit`, at the modifier where the product passes it, or
    /// nil within the limit.
    private static func tooManyPermutations(_ modifiers: [Modifier], counts: [Int], limit: Int) -> Diagnostic? {
        guard !counts.contains(0) else { return nil }
        var product = 1
        var crossing: Int?
        for (index, count) in counts.enumerated() {
            let (next, overflow) = product.multipliedReportingOverflow(by: count)
            product = overflow ? Int.max : next
            if crossing == nil, product > limit { crossing = index }
        }
        guard let crossing else { return nil }
        let factors = zip(modifiers, counts).filter { $0.1 > 1 }
        let total = product == Int.max ? "more than \(Int.max.grouped)" : product.grouped
        return .error(
            "resolver.too-many-permutations",
            "the modifiers make \(total) permutations, more than the limit of \(limit.grouped)",
            at: modifiers[crossing].span, label: "the permutations pass \(limit.grouped) here",
            notes: [DiagnosticNote(factors.map { "'\($0.0.name)' (\($0.1) contexts)" }.joined(separator: " × "))],
            help: "resolve fewer at a time: each '--input modifier=context' divides the count by that "
                + "modifier's contexts; or merge modifiers that always change together into one")
    }


    /// The declared name `typed` means: the one that differs only in case, else the nearest by edit distance.
    static func suggestion(for typed: String, in names: [String]) -> String? {
        names.first { $0.lowercased() == typed.lowercased() } ?? Suggestions.nearest(to: typed, in: names)
    }

    static func quoted(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
