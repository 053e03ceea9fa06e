import RefractDiagnostics
import RefractParser
import RefractSyntax

/// A Tokens Studio project (a synced folder, or a single file with its sets at the top) as a resolver plan.
///
/// Themes (`$themes.json`) become modifiers: each theme `group` is a modifier and its themes are the
/// contexts (a theme with no group belongs to the modifier `theme`). A theme's `enabled` sets are its
/// context's sources; `disabled` sets are not read. Sets that are only ever `source` (loaded so references
/// resolve) come first, as a set of the plan that every permutation shares; a set that is `source` in one
/// theme and `enabled` in another is a source of each context that selects it, before its enabled sets.
/// Within each part, sets follow `$metadata.json`'s `tokenSetOrder`, then the order they were given in.
/// With no themes, every set is read, in that order. A selected set that does not exist is
/// `tokens-studio.missing-set`; a name that is a folder of sets (`base` for `base/*`) selects those sets.
public enum TokensStudioProject {
    public struct TokenSet: Sendable {
        public var name: String
        public var tree: SyntaxNode

        public init(name: String, tree: SyntaxNode) {
            self.name = name
            self.tree = tree
        }
    }

    public struct Result: Sendable {
        public var plan: ResolverPlan
        public var diagnostics: [Diagnostic]
        public var tokenCount: Int
    }

    /// A single Tokens Studio file holds its sets at the top when it has `$themes` or `$metadata` beside them
    /// (what the plugin writes); any other file is one set.
    public static func holdsSets(_ root: SyntaxNode) -> Bool {
        root["$themes"] != nil || root["$metadata"] != nil
    }

    /// The sets, themes and metadata of a single file with its sets at the top.
    public static func split(singleFile root: SyntaxNode) -> (sets: [TokenSet], themes: SyntaxNode?, metadata: SyntaxNode?) {
        let sets = (root.entries ?? []).filter { !$0.key.hasPrefix("$") }.map { TokenSet(name: $0.key, tree: $0.value) }
        return (sets, root["$themes"], root["$metadata"])
    }

    public static func plan(sets: [TokenSet], themes: SyntaxNode?, metadata: SyntaxNode?, at origin: SourceSpan) -> Result {
        var diagnostics: [Diagnostic] = []
        var translated: [String: SyntaxNode] = [:]
        var tokenCount = 0
        for set in sets {
            let translation = TokensStudioTranslator.translate(set.tree)
            translated[set.name] = translation.tree
            diagnostics += translation.diagnostics
            tokenCount += translation.tokenCount
        }
        let order = setOrder(sets.map(\.name), metadata: metadata)
        func sources(_ names: [String]) -> [ResolverPlan.Source] {
            order.filter(names.contains).compactMap { translated[$0].map(ResolverPlan.Source.inline) }
        }
        let parsedThemes = ThemeList.read(themes, setNames: order)
        diagnostics += parsedThemes.diagnostics
        guard !parsedThemes.themes.isEmpty else {
            let plan = ResolverPlan(path: "", steps: [.set(name: "tokens", sources: sources(order))], span: origin)
            return Result(plan: plan, diagnostics: diagnostics, tokenCount: tokenCount)
        }
        let everEnabled = Set(parsedThemes.themes.flatMap(\.enabled))
        let onlySource = Set(parsedThemes.themes.flatMap(\.source)).subtracting(everEnabled)
        var steps: [ResolverPlan.Step] = []
        if !onlySource.isEmpty { steps.append(.set(name: "source", sources: sources(Array(onlySource)))) }
        var groupNames: [String] = []
        for theme in parsedThemes.themes where !groupNames.contains(theme.group) { groupNames.append(theme.group) }
        for group in groupNames {
            let members = parsedThemes.themes.filter { $0.group == group }
            let contexts = members.map { theme in
                ResolverPlan.Context(
                    name: theme.name,
                    sources: sources(theme.source.filter(everEnabled.contains)) + sources(theme.enabled),
                    span: theme.span)
            }
            steps.append(.modifier(ResolverPlan.Modifier(
                name: group, description: "Tokens Studio theme group '\(group)'", contexts: contexts,
                defaultContext: members.first?.name, span: members[0].groupSpan ?? members[0].span)))
        }
        return Result(plan: ResolverPlan(path: "", steps: steps, span: origin), diagnostics: diagnostics, tokenCount: tokenCount)
    }

    /// `tokenSetOrder` first (names that exist), then the rest as given.
    static func setOrder(_ names: [String], metadata: SyntaxNode?) -> [String] {
        let listed = metadata?["tokenSetOrder"]?.elements?.compactMap(\.stringValue) ?? []
        var order = listed.filter(names.contains)
        for name in names where !order.contains(name) { order.append(name) }
        return order
    }
}

/// `$themes.json`: an array of `{ id, name, group, selectedTokenSets: { set: "enabled" | "source" | "disabled" } }`.
struct ThemeList {
    struct Theme {
        var name: String
        var group: String
        var enabled: [String]
        var source: [String]
        var span: SourceSpan
        var groupSpan: SourceSpan?
    }

    var themes: [Theme] = []
    var diagnostics: [Diagnostic] = []

    static func read(_ node: SyntaxNode?, setNames: [String]) -> ThemeList {
        var list = ThemeList()
        guard let node else { return list }
        guard let items = node.elements else {
            list.diagnostics.append(.error(
                "tokens-studio.invalid-themes", "'$themes' must be an array of themes, not \(node.kindName)", at: node.span.opening))
            return list
        }
        for item in items {
            guard let name = item["name"]?.stringValue, let selected = item["selectedTokenSets"] else {
                list.diagnostics.append(.error(
                    "tokens-studio.invalid-themes", "a theme needs a 'name' and 'selectedTokenSets'", at: item.span.opening))
                continue
            }
            guard let entries = selected.entries else {
                list.diagnostics.append(.error(
                    "tokens-studio.invalid-themes", "'selectedTokenSets' must be an object, not \(selected.kindName)",
                    at: selected.span.opening))
                continue
            }
            var theme = Theme(
                name: name, group: item["group"]?.stringValue ?? "theme", enabled: [], source: [],
                span: item["name"]?.span ?? item.span, groupSpan: item["group"]?.span)
            for entry in entries {
                let status = entry.value.stringValue
                guard status == "enabled" || status == "source" || status == "disabled" else {
                    list.diagnostics.append(.error(
                        "tokens-studio.invalid-themes",
                        "set '\(entry.key)' has status \(entry.value.stringValue.map { "'\($0)'" } ?? entry.value.kindName); it must be 'enabled', 'source' or 'disabled'",
                        at: entry.value.span))
                    continue
                }
                if status == "disabled" { continue }
                let matches = setNames.contains(entry.key) ? [entry.key] : setNames.filter { $0.hasPrefix(entry.key + "/") }
                if matches.isEmpty {
                    list.diagnostics.append(.warning(
                        "tokens-studio.missing-set", "theme '\(name)' selects set '\(entry.key)', which does not exist; it is left out",
                        at: entry.keySpan, notes: [DiagnosticNote("the sets are \(Self.listed(setNames))")],
                        help: Self.nearest(to: entry.key, in: setNames).map { "did you mean '\($0)'?" }))
                }
                if status == "enabled" { theme.enabled += matches } else { theme.source += matches }
            }
            list.themes.append(theme)
        }
        return list
    }

    private static func listed(_ names: [String]) -> String {
        let shown = names.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
        return names.count > 8 ? shown + " and \(names.count - 8) more" : shown
    }

    private static func nearest(to name: String, in names: [String]) -> String? {
        Suggestions.nearest(to: name, in: names)
    }
}
