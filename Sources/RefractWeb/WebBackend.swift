import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates

/// The web platform: an ES module of the tokens (`tokens.js`) and its TypeScript declarations
/// (`tokens.d.ts`), rendered from `web/tokens.js.mustache` and `web/tokens.d.ts.mustache`. Every
/// permutation's resolved values, and each token's CSS custom property as the CSS platform names it.
public enum WebBackend {
    public static let templateNames = ["web/tokens.js.mustache", "web/tokens.d.ts.mustache"]
    /// The platform has no settings of its own yet: the module is always `tokens.js` and `tokens.d.ts`.
    public static let settingKeys: [String] = []
    static let moduleName = "tokens"

    public static func context(_ model: ThemedTokenSet, options: PlatformOptions) -> (WebContext, [Diagnostic]) {
        (WebContextBuilder.build(model, prefix: options.prefix, moduleName: moduleName), [])
    }

    public static func generate(
        _ model: ThemedTokenSet, options: PlatformOptions, templates: TemplateSources
    ) -> OutputResult {
        let (context, diagnostics) = context(model, options: options)
        var result = OutputResult(diagnostics: diagnostics)
        for (template, ext) in zip(templateNames, [".js", ".d.ts"]) {
            switch templates.renderText(template, context: context) {
            case .success(let text): result.files.append(GeneratedFile(path: context.moduleName + ext, rendered: text))
            case .failure(let error): result.diagnostics += error.diagnostics
            }
        }
        return result
    }
}
