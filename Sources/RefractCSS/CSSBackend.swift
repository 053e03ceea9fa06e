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
        // Declaration objects and lines only for templates that ask for them: the built-in one prints `body`.
        let usesDeclarations = templates.uses("declarations", inTemplatesWithPrefix: "css/")
        let usesLines = templates.uses("lines", inTemplatesWithPrefix: "css/")
        let value: MustacheValue
        let diagnostics: [Diagnostic]
        if usesDeclarations {
            let (context, contextDiagnostics) = CSSContextBuilder.build(model, prefix: options.prefix, settings: settings)
            // `body` too only when a template prints it: a template that lays out the declarations seldom does.
            let usesBody = templates.uses("body", inTemplatesWithPrefix: "css/")
            (value, diagnostics) = (context.mustacheValue(withDeclarations: true, withBody: usesBody), contextDiagnostics)
        } else {
            (value, diagnostics) = CSSContextBuilder.mustacheValue(
                model, prefix: options.prefix, settings: settings, withLines: usesLines)
        }
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
