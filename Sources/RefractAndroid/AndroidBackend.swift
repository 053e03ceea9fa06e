import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates

/// Android resources under `res/`: `values/` and `values-night/`, theme overlays over `<attr>`s, text
/// appearances, gradient drawables and interpolators. Never writes: the kit does.
public enum AndroidBackend {
    public static let valuesTemplate = "android/values.xml.mustache"
    public static let stylesTemplate = "android/styles.xml.mustache"
    public static let gradientTemplate = "android/gradient.xml.mustache"
    public static let interpolatorTemplate = "android/interpolator.xml.mustache"

    public static func generate(_ model: ThemedTokenSet, options: PlatformOptions, templates: TemplateSources) -> OutputResult {
        // The context is always complete: no template source is read to decide what to build.
        let (context, contextDiagnostics) = AndroidContextBuilder.build(model, options: options)
        return render(context, templates: templates, diagnostics: contextDiagnostics)
    }

    /// Renders every file of a context with its template; a broken template becomes diagnostics. Each
    /// template is parsed once for all the files it renders (a build has a file per gradient and curve).
    public static func render(_ context: AndroidContext, templates: TemplateSources, diagnostics: [Diagnostic] = []) -> OutputResult {
        let valuesFiles = context.valuesFiles.map { ($0.path, $0.mustacheValue(withResources: true, withBody: true)) }
        return render(context, valuesFiles: valuesFiles, templates: templates, diagnostics: diagnostics)
    }

    /// `render`, with the values files' template values given (the context's own are not read).
    private static func render(
        _ context: AndroidContext, valuesFiles: [(path: String, value: MustacheValue)], templates: TemplateSources,
        diagnostics: [Diagnostic]
    ) -> OutputResult {
        var result = OutputResult(diagnostics: diagnostics)
        func add(_ template: String, _ files: [(path: String, value: MustacheValue)]) {
            guard !files.isEmpty else { return }
            do {
                let (parsed, library) = try templates.template(named: template)
                for file in files {
                    result.files.append(GeneratedFile(path: file.path, rendered: parsed.renderText(file.value, partials: library)))
                }
            } catch {
                result.diagnostics += error.diagnostics
            }
        }
        add(valuesTemplate, valuesFiles)
        add(stylesTemplate, context.styleFiles.map { ($0.path, $0.mustacheValue) })
        add(gradientTemplate, context.gradients.map { ($0.path, $0.mustacheValue) })
        add(interpolatorTemplate, context.interpolators.map { ($0.path, $0.mustacheValue) })
        result.files.sort { $0.path < $1.path }
        return result
    }
}
