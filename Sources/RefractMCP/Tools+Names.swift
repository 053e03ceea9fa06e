import RefractBackend
import RefractJSONRPC
import RefractKit
import RefractModel
import RefractOutput

extension ToolCatalog {
    static let names = Tool(
        name: "names",
        title: "A token's generated names",
        description: """
            The identifier Refract generates for a token on every enabled platform, under this project's config \
            (prefixes, naming, selection): Swift (Theme.colors.primary and the SwiftUI accessor .themePrimary), \
            Compose (RefractTheme.colors.primary), Android (R.color.color_primary), CSS (--color-primary), the web \
            module (tokens.color.primary), the JSON bundle's key, the asset catalog's colour set. A platform that \
            leaves the token out (its selection) has no name for it. Give a token, or a glob for several.
            """,
        inputSchema: Schema.object(
            [
                ("token", Schema.string("The token's dotted path (e.g. color.primary), or a glob such as color.*.")),
                ("platform", Schema.string("Only this platform.", values: ["swift", "compose", "android", "css", "web", "json", "xcassets"])),
                Schema.limit("tokens", default: 20),
            ], required: ["token"]),
        outputSchema: Schema.object(
            [
                ("tokens", Schema.array(Schema.object(
                    [("token", Schema.plainString), ("deprecated", Schema.plainBoolean),
                     ("names", Schema.array(Schema.object([("platform", Schema.plainString), ("name", Schema.plainString)], required: ["platform", "name"])))],
                    required: ["token", "names"]))),
                ("platforms", Schema.array(Schema.plainString)), ("total", Schema.plainInteger), ("note", Schema.plainString),
            ], required: ["tokens", "platforms", "total"]),
        run: { arguments, workspace throws(ToolFailure) in
            let snapshot = workspace.load()
            let model = try snapshot.model()
            let given = try arguments.requiredString("token")
            let platform = try arguments.string("platform")
            let paths: [TokenPath]
            if given.contains("*") || given.contains("?") {
                let pattern = NamePattern(given)
                paths = model.paths.filter { pattern.matches($0.dotted) }
                if paths.isEmpty { throw ToolFailure("no token matches '\(given)'; call search to find tokens") }
            } else {
                paths = [try TokenLookup.path(given, in: model)]
            }
            let bounded = Bounded(paths, limit: try arguments.limit(default: 20))
            let wanted = Set(bounded.shown.map(\.dotted))
            var byToken: [String: [(platform: String, name: String)]] = [:]
            var deprecated = Set<String>()
            // A CSS property is declared once per block and an Android resource once per theme: each name once.
            var seen = Set<[String]>()
            for name in snapshot.usageNames(model) where wanted.contains(name.token) && seen.insert([name.token, name.platform, name.name]).inserted {
                byToken[name.token, default: []].append((name.platform, name.name))
                if name.isDeprecated { deprecated.insert(name.token) }
            }
            for path in jsonKeys(model, snapshot.project) where wanted.contains(path) {
                byToken[path, default: []].append(("json", path))
            }
            let platforms = snapshot.project.platforms
            var text = "Platforms enabled: \(platforms.joined(separator: ", "))"
            var rows: [JSONValue] = []
            for path in bounded.shown {
                let names = (byToken[path.dotted] ?? []).filter { platform == nil || $0.platform == platform }
                text += "\n\(path.dotted)\(deprecated.contains(path.dotted) ? " [deprecated]" : ""):"
                if names.isEmpty { text += " no generated name\(platform.map { " on " + $0 } ?? "") (left out by the platforms' selection, or reference-only)" }
                for name in names { text += "\n  \(name.platform): \(name.name)" }
                var row: JSONValue = [
                    "token": .string(path.dotted),
                    "names": .array(names.map { ["platform": .string($0.platform), "name": .string($0.name)] }),
                ]
                if deprecated.contains(path.dotted) { row = row.setting("deprecated", true) }
                rows.append(row)
            }
            let note = bounded.note("narrow the glob or raise 'limit'")
            if let note { text += "\n… " + note }
            var structured: JSONValue = [
                "tokens": .array(rows), "platforms": .array(platforms.map { .string($0) }), "total": .integer(paths.count),
            ]
            if let note { structured = structured.setting("note", .string(note)) }
            return ToolOutcome(text: text, structured: structured)
        })

    /// The JSON bundle's keys: the paths of the tokens its selection keeps.
    private static func jsonKeys(_ model: ThemedTokenSet, _ project: TokenProject) -> [String] {
        guard project.platforms.contains("json"), let backend = PlatformRegistry.backend(named: "json") else { return [] }
        let input = BackendInput(model: model, for: [backend])
        let (selected, _) = input.selecting(project.options["json"] ?? PlatformOptions(destination: "json"), for: backend)
        return selected.model.paths.filter { !selected.model.referenceOnly.contains($0) }.map(\.dotted)
    }
}
