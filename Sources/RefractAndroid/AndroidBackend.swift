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
        let (context, contextDiagnostics) = AndroidContextBuilder.build(model, options: options)
        return render(context, templates: templates, diagnostics: contextDiagnostics)
    }

    /// Renders every file of a context with its template; a broken template becomes diagnostics. Each
    /// template is parsed once for all the files it renders (a build has a file per gradient and curve).
    public static func render(_ context: AndroidContext, templates: TemplateSources, diagnostics: [Diagnostic] = []) -> OutputResult {
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
        // Resource objects only for templates that ask for them: the built-in one prints `lines`.
        let usesResources = templates.uses("resources", inTemplatesWithPrefix: "android/")
        add(valuesTemplate, context.valuesFiles.map { ($0.path, $0.mustacheValue(withResources: usesResources)) })
        add(stylesTemplate, context.styleFiles.map { ($0.path, $0.mustacheValue) })
        add(gradientTemplate, context.gradients.map { ($0.path, $0.mustacheValue) })
        add(interpolatorTemplate, context.interpolators.map { ($0.path, $0.mustacheValue) })
        result.files.sort { $0.path < $1.path }
        return result
    }
}
