import RefractBackend
import RefractBuiltinTemplates
import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates
import RefractThemes

/// The JSON theme bundle `theme.json`: `$schema`, `version`, `defaultTheme`, `themes` (objects that decode into
/// the generated Swift `Theme`) and the resolved tokens of every permutation for other consumers.
///
/// Settings: `schema`, the `$schema` value. By default it is `theme.schema.json`, and that schema
/// (docs/schemas/theme.schema.json, compiled in) is written beside the bundle, so the link works for every
/// user; with a `schema` of its own (a URL, a path in the project) the bundle names it and writes no schema.
/// `permutations: false` leaves the resolved tokens of every permutation out (an app reads only `themes`;
/// in GitHub Primer's bundle they are most of its size).
package struct JSONBackend: Backend {
    package static let name = "json"
    package static let needsThemeLayout = true
    package static let template = "json/theme.json.mustache"
    /// The settings `platforms.json` may hold.
    package static let settingKeys = ["schema", "permutations"]
    package let options: PlatformOptions

    package init(options: PlatformOptions) {
        self.options = options
    }

    /// Any `schema` is a valid `$schema` value; `permutations` is true or false.
    package static func checkSettings(_ options: PlatformOptions) -> [Diagnostic] {
        guard let value = options.settings["permutations"], writesPermutations(value) == nil else { return [] }
        return [.error(
            "json.invalid-setting", "invalid value '\(value)' for JSON setting 'permutations'",
            at: options.settingSpans["permutations"], help: "expected true or false")]
    }

    /// Whether a `permutations` setting asks for the permutations; nil when it is neither true nor false.
    static func writesPermutations(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "true", "yes", "1": true
        case "false", "no", "0": false
        default: nil
        }
    }

    package func context(_ input: BackendInput) -> (JSONContext, [Diagnostic]) {
        Self.context(input.model, layout: input.layout, options: options)
    }

    /// The bundle's keys are the layout's names: what laying out found is all it reports.
    package func diagnostics(_ input: BackendInput) -> [Diagnostic] {
        input.layout.diagnostics(platform: "json")
    }

    /// `theme.json`, and without a `schema` setting, the compiled-in schema it links to.
    package func renders(_ context: JSONContext) -> [TemplateRender] {
        var renders = [TemplateRender.template(Self.template, value: context.mustacheValue, to: "theme.json")]
        if options.settings["schema"] == nil, let schema = BuiltinSchemas.sources[JSONContext.defaultSchema] {
            renders.append(TemplateRender(path: JSONContext.defaultSchema, content: .text(schema)))
        }
        return renders
    }

    package static func context(
        _ model: ThemedTokenSet, layout: ThemeLayout, options: PlatformOptions
    ) -> (JSONContext, [Diagnostic]) {
        let context = JSONContext.build(
            model, layout: layout, schema: options.settings["schema"] ?? JSONContext.defaultSchema,
            permutations: options.settings["permutations"].flatMap(writesPermutations) ?? true)
        return (context, JSONBackend(options: options).diagnostics(BackendInput(model: model, themeLayout: layout)))
    }
}
