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
        let diagnostics = settingDiagnostics + contextDiagnostics + emptiness(of: context)
        do {
            let (template, library) = try templates.template(named: templateName)
            let text = template.renderText(context.mustacheValue, partials: library)
            return OutputResult(files: [GeneratedFile(path: settings.fileName, rendered: text)], diagnostics: diagnostics)
        } catch {
            return OutputResult(files: [], diagnostics: diagnostics + error.diagnostics)
        }
    }

    /// A file of tokens that declares none of them would pass for a build: it is an error instead. Every
    /// emitted token is declared at `:root` in the permutation of the modifiers' defaults, so this happens only
    /// when the model lacks that permutation, which the resolver and input checks rule out.
    static func emptiness(of context: CSSContext) -> [Diagnostic] {
        let declares = context.blocks.contains { block in block.declarations.contains { !$0.path.isEmpty } }
        guard context.tokenCount > 0, !declares else { return [] }
        return [.error(
            "css.no-declarations",
            "\(context.tokenCount) \(context.tokenCount == 1 ? "token has" : "tokens have") a CSS name, but no rule declares "
                + "\(context.tokenCount == 1 ? "it" : "them"): no permutation resolved has every modifier at its default",
            at: nil, help: "report it as a bug, with the token files and the command")]
    }
}
