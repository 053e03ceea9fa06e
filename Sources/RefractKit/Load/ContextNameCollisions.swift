import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractParser
import RefractThemes

/// Contexts of one modifier whose names differ only in case or punctuation (`plain`, `Plain`): Swift,
/// JSON and Compose name a theme `Theme.plain` and Android a style `ThemeOverlay.Tokens.Plain` from the
/// words of the context, so the two would become one name. Found at the contexts, for lint and build
/// alike, rather than by each output without a location.
enum ContextNameCollisions {
    static func check(_ plan: ResolverPlan) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for modifier in plan.modifiers {
            var first: [String: ResolverPlan.Context] = [:]
            for context in modifier.contexts {
                let name = ThemeMemberName.identifier(NameWords.words(context.name))
                guard let earlier = first[name] else {
                    first[name] = context
                    continue
                }
                diagnostics.append(.error(
                    "resolver.context-collision",
                    "contexts '\(earlier.name)' and '\(context.name)' of modifier '\(modifier.name)' both become "
                        + "the theme name '\(name)'",
                    at: context.span,
                    notes: [DiagnosticNote("'\(earlier.name)' is declared here", at: earlier.span)],
                    help: "outputs name themes by the words of their contexts, ignoring case and punctuation; "
                        + "rename one of the contexts"))
            }
        }
        return diagnostics
    }

    /// Themes named from several modifiers whose joined names meet (`a-b` with `c`, and `a` with `b-c`,
    /// both `aBC`), located at the context that tells the second apart. Themes that differ in one modifier
    /// only meet when those two contexts do, which `check(_:)` reports already.
    static func checkThemes(_ plan: ResolverPlan, _ model: ThemedTokenSet) -> [Diagnostic] {
        // A plan refused for its size leaves no permutation, and its themes are not worth enumerating.
        let themeCount = model.axes.reduce(1) { count, axis in
            let product = count.multipliedReportingOverflow(by: max(axis.contexts.count, 1))
            return product.overflow ? Int.max : product.partialValue
        }
        guard !model.permutations.isEmpty, themeCount <= ResolverPlan.maximumPermutations else { return [] }
        var diagnostics: [Diagnostic] = []
        var first: [String: ThemeVariant] = [:]
        for variant in ThemeVariant.all(in: model) {
            guard let earlier = first[variant.identifier] else {
                first[variant.identifier] = variant
                continue
            }
            let differing = plan.modifiers.filter { variant.contexts[$0.name] != earlier.contexts[$0.name] }
            guard differing.count > 1, let modifier = differing.first,
                let context = variant.contexts[modifier.name].flatMap(modifier.context(named:)),
                let earlierContext = earlier.contexts[modifier.name].flatMap(modifier.context(named:))
            else { continue }
            diagnostics.append(.error(
                "resolver.context-collision",
                "themes '\(earlier.name)' (\(describe(earlier, plan))) and '\(variant.name)' (\(describe(variant, plan))) "
                    + "both become the theme name '\(variant.identifier)'",
                at: context.span,
                notes: [DiagnosticNote("'\(earlierContext.name)' of '\(modifier.name)' is declared here", at: earlierContext.span)],
                help: "outputs join the words of a theme's contexts, ignoring case and punctuation; "
                    + "rename a context so that the joined names differ"))
        }
        return diagnostics
    }

    private static func describe(_ variant: ThemeVariant, _ plan: ResolverPlan) -> String {
        plan.modifiers.compactMap { modifier in variant.contexts[modifier.name].map { "\(modifier.name)=\($0)" } }
            .joined(separator: ", ")
    }
}
