import RefractDiagnostics
import RefractModel
import RefractOutput

/// The CSS platform: one file of custom properties (`tokens.css`) rendered from `css/tokens.css.mustache`.
public enum CSSBackend {
    public static let templateName = "css/tokens.css.mustache"

    public static func generate(
        _ model: ThemedTokenSet, options: PlatformOptions, templates: TemplateSources
    ) -> OutputResult {
        let (settings, settingDiagnostics) = CSSSettings.parse(options.settings)
        let (context, diagnostics) = CSSContextBuilder.build(model, prefix: options.prefix, settings: settings)
        let all = settingDiagnostics + diagnostics
        switch templates.render(templateName, context: context) {
        case .success(let text):
            return OutputResult(files: [GeneratedFile(path: settings.fileName, contents: text)], diagnostics: all)
        case .failure(let error):
            return OutputResult(files: [], diagnostics: all + error.diagnostics)
        }
    }
}
