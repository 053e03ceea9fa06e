import RefractDiagnostics
import RefractModel
import RefractOutput

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

    /// Renders every file of a context with its template; a broken template becomes diagnostics.
    public static func render(_ context: AndroidContext, templates: TemplateSources, diagnostics: [Diagnostic] = []) -> OutputResult {
        var result = OutputResult(diagnostics: diagnostics)
        func add<C: Encodable>(_ path: String, _ template: String, _ fileContext: C) {
            switch templates.render(template, context: fileContext) {
            case .success(let text): result.files.append(GeneratedFile(path: path, contents: text))
            case .failure(let error): result.diagnostics += error.diagnostics
            }
        }
        for file in context.valuesFiles { add(file.path, valuesTemplate, file) }
        for file in context.styleFiles { add(file.path, stylesTemplate, file) }
        for file in context.gradients { add(file.path, gradientTemplate, file) }
        for file in context.interpolators { add(file.path, interpolatorTemplate, file) }
        result.files.sort { $0.path < $1.path }
        return result
    }
}
