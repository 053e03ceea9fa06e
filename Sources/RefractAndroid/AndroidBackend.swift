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
        let (context, diagnostics) = AndroidContextBuilder.build(model, options: options)
        return render(context, templates: templates, diagnostics: diagnostics)
    }

    /// Renders every file of a context (built by `AndroidContextBuilder`, changed or not) with its template;
    /// a broken template becomes diagnostics.
    public static func render(_ context: AndroidContext, templates: TemplateSources, diagnostics: [Diagnostic] = []) -> OutputResult {
        var result = OutputResult(diagnostics: diagnostics)
        render(context.valuesFiles, \.path, \.mustacheValue, with: valuesTemplate, templates: templates, into: &result)
        render(context.styleFiles, \.path, \.mustacheValue, with: stylesTemplate, templates: templates, into: &result)
        render(context.gradients, \.path, \.mustacheValue, with: gradientTemplate, templates: templates, into: &result)
        render(context.interpolators, \.path, \.mustacheValue, with: interpolatorTemplate, templates: templates, into: &result)
        result.files.sort { $0.path < $1.path }
        return result
    }

    /// Each file entry is its template's whole context. A template that fails fails for every file alike,
    /// so its diagnostics are reported once.
    private static func render<File>(
        _ files: [File], _ path: KeyPath<File, String>, _ value: KeyPath<File, MustacheValue>, with template: String,
        templates: TemplateSources, into result: inout OutputResult
    ) {
        for file in files {
            switch templates.renderText(template, value: file[keyPath: value]) {
            case .success(let text):
                result.files.append(GeneratedFile(path: file[keyPath: path], rendered: text))
            case .failure(let error):
                result.diagnostics += error.diagnostics
                return
            }
        }
    }
}
