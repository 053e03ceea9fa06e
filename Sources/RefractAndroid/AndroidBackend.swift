import RefractBackend
import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates

/// Android resources under `res/`: `values/` and `values-night/`, theme overlays over `<attr>`s, text
/// appearances, gradient drawables and interpolators. Never writes: the kit does.
package struct AndroidBackend: Backend {
    package static let name = "android"
    package static let valuesTemplate = "android/values.xml.mustache"
    package static let stylesTemplate = "android/styles.xml.mustache"
    package static let gradientTemplate = "android/gradient.xml.mustache"
    package static let interpolatorTemplate = "android/interpolator.xml.mustache"
    package static let settingKeys = AndroidContextBuilder.settingKeys
    package let options: PlatformOptions

    package init(options: PlatformOptions) {
        self.options = options
    }

    package static func checkSettings(_ options: PlatformOptions) -> [Diagnostic] {
        AndroidContextBuilder.checkSettings(options)
    }

    /// Android names a resource while converting its value (a token may become several), so the names are
    /// known only with the values.
    package func context(_ input: BackendInput) -> (AndroidContext, [Diagnostic]) {
        AndroidContextBuilder.build(input.model, options: options)
    }

    /// Each file entry of the context is its template's whole context; the files in path order.
    package func renders(_ context: AndroidContext) -> [TemplateRender] {
        let renders = context.valuesFiles.map { TemplateRender.template(Self.valuesTemplate, value: $0.mustacheValue, to: $0.path) }
            + context.styleFiles.map { TemplateRender.template(Self.stylesTemplate, value: $0.mustacheValue, to: $0.path) }
            + context.gradients.map { TemplateRender.template(Self.gradientTemplate, value: $0.mustacheValue, to: $0.path) }
            + context.interpolators.map { TemplateRender.template(Self.interpolatorTemplate, value: $0.mustacheValue, to: $0.path) }
        return renders.sorted { $0.path < $1.path }
    }
}
