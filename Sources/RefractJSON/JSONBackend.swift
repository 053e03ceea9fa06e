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
public struct JSONBackend: Backend {
    public static let name = "json"
    public static let needsThemeLayout = true
    public static let template = "json/theme.json.mustache"
    /// The settings `platforms.json` may hold.
    public static let settingKeys = ["schema"]
    public let options: PlatformOptions

    public init(options: PlatformOptions) {
        self.options = options
    }

    /// Any `schema` is a valid `$schema` value.
    public static func checkSettings(_ options: PlatformOptions) -> [Diagnostic] { [] }

    public func context(_ input: BackendInput) -> (JSONContext, [Diagnostic]) {
        Self.context(input.model, layout: input.layout, options: options)
    }

    /// The bundle's keys are the layout's names: what laying out found is all it reports.
    public func diagnostics(_ input: BackendInput) -> [Diagnostic] {
        input.layout.diagnostics(platform: "json")
    }

    /// `theme.json`, and without a `schema` setting, the compiled-in schema it links to.
    public func renders(_ context: JSONContext) -> [TemplateRender] {
        var renders = [TemplateRender.template(Self.template, value: context.mustacheValue, to: "theme.json")]
        if options.settings["schema"] == nil, let schema = BuiltinSchemas.sources[JSONContext.defaultSchema] {
            renders.append(TemplateRender(path: JSONContext.defaultSchema, content: .text(schema)))
        }
        return renders
    }

    public static func context(
        _ model: ThemedTokenSet, layout: ThemeLayout, options: PlatformOptions
    ) -> (JSONContext, [Diagnostic]) {
        let context = JSONContext.build(model, layout: layout, schema: options.settings["schema"] ?? JSONContext.defaultSchema)
        return (context, JSONBackend(options: options).diagnostics(BackendInput(model: model, themeLayout: layout)))
    }
}
