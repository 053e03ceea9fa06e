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
/// The schema's text comes from the caller (the kit holds the compiled-in docs/schemas/), so this backend
/// reads nothing but its input.
public enum JSONBackend {
    public static let template = "json/theme.json.mustache"
    /// The settings `platforms.json` may hold.
    public static let settingKeys = ["schema"]

    public static func context(
        _ model: ThemedTokenSet, layout: ThemeLayout, options: PlatformOptions
    ) -> (JSONContext, [Diagnostic]) {
        let context = JSONContext.build(model, layout: layout, schema: options.settings["schema"] ?? JSONContext.defaultSchema)
        return (context, check(layout))
    }

    /// The diagnostics `context` gives, without building the context: what `refract lint` reports of this
    /// platform.
    public static func check(_ layout: ThemeLayout) -> [Diagnostic] {
        layout.diagnostics(platform: "json")
    }

    public static func generate(
        _ model: ThemedTokenSet, layout: ThemeLayout, options: PlatformOptions, templates: TemplateSources,
        schemaText: String? = nil
    ) -> OutputResult {
        // Only the lists the template value makes its elements from are kept while the template renders.
        let (value, diagnostics) = { () -> (MustacheValue, [Diagnostic]) in
            let (context, diagnostics) = context(model, layout: layout, options: options)
            return (context.mustacheValue, diagnostics)
        }()
        var result = OutputResult(diagnostics: diagnostics)
        switch templates.renderText(template, value: value) {
        case .success(let text): result.files.append(GeneratedFile(path: "theme.json", rendered: text))
        case .failure(let error): result.diagnostics += error.diagnostics
        }
        if options.settings["schema"] == nil, let schema = schemaText {
            result.files.append(GeneratedFile(path: JSONContext.defaultSchema, contents: schema))
        }
        return result
    }
}
