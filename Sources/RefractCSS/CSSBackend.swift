import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates

/// The CSS platform: one file of custom properties (`tokens.css`) rendered from `css/tokens.css.mustache`.
public enum CSSBackend {
    public static let templateName = "css/tokens.css.mustache"

    public static func generate(
        _ model: ThemedTokenSet, options: PlatformOptions, templates: TemplateSources
    ) -> OutputResult {
        let (settings, settingDiagnostics) = CSSSettings.parse(options.settings)
        // The context is always complete: no template source is read to decide what to build.
        let (context, diagnostics) = CSSContextBuilder.build(model, prefix: options.prefix, settings: settings)
        let value = context.mustacheValue(withDeclarations: true, withBody: true)
        let all = settingDiagnostics + diagnostics
        do {
            let (template, library) = try templates.template(named: templateName)
            let text = template.renderText(value, partials: library)
            return OutputResult(files: [GeneratedFile(path: settings.fileName, rendered: text)], diagnostics: all)
        } catch {
            return OutputResult(files: [], diagnostics: all + error.diagnostics)
        }
    }
}
