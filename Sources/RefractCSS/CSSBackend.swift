import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates

/// The CSS platform: one file of custom properties (`tokens.css`) rendered from `css/tokens.css.mustache`.
public enum CSSBackend {
    public static let templateName = "css/tokens.css.mustache"

    /// The diagnostics the context gives with `options` (the settings', the names'), without building it:
    /// what `refract lint` reports of this platform.
    public static func check(_ model: ThemedTokenSet, options: PlatformOptions) -> [Diagnostic] {
        CSSSettings.parse(options.settings, spans: options.settingSpans).1
            + CSSNameAssignment(model: model, prefix: options.prefix).diagnostics
    }

    public static func generate(
        _ model: ThemedTokenSet, options: PlatformOptions, templates: TemplateSources
    ) -> OutputResult {
        let (settings, settingDiagnostics) = CSSSettings.parse(options.settings, spans: options.settingSpans)
        let (context, contextDiagnostics) = CSSContextBuilder.build(model, prefix: options.prefix, settings: settings)
        let diagnostics = settingDiagnostics + contextDiagnostics
        do {
            let (template, library) = try templates.template(named: templateName)
            let text = template.renderText(context.mustacheValue, partials: library)
            return OutputResult(files: [GeneratedFile(path: settings.fileName, rendered: text)], diagnostics: diagnostics)
        } catch {
            return OutputResult(files: [], diagnostics: diagnostics + error.diagnostics)
        }
    }
}
