import RefractDiagnostics
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
}
