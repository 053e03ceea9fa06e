import RefractBackend
import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates

/// The web platform: an ES module of the tokens (`tokens.js`) and its TypeScript declarations
/// (`tokens.d.ts`), rendered from `web/tokens.js.mustache` and `web/tokens.d.ts.mustache`. Every
/// permutation's resolved values, and each token's CSS custom property as the CSS platform names it.
package struct WebBackend: Backend {
    package static let name = "web"
    package static let templateNames = ["web/tokens.js.mustache", "web/tokens.d.ts.mustache"]
    /// The platform has no settings of its own yet: the module is always `tokens.js` and `tokens.d.ts`.
    package static let settingKeys: [String] = []
    static let moduleName = "tokens"
    package let options: PlatformOptions

    package init(options: PlatformOptions) {
        self.options = options
    }

    package static func checkSettings(_ options: PlatformOptions) -> [Diagnostic] { [] }

    package func context(_ input: BackendInput) -> (WebContext, [Diagnostic]) {
        Self.context(input.model, options: options)
    }

    /// The module's keys are the token paths and it has no settings, so it reports nothing.
    package func diagnostics(_ input: BackendInput) -> [Diagnostic] { [] }

    package static func context(_ model: ThemedTokenSet, options: PlatformOptions) -> (WebContext, [Diagnostic]) {
        let backend = WebBackend(options: options)
        return (WebContextBuilder.build(model, prefix: options.prefix, moduleName: moduleName), backend.diagnostics(BackendInput(model: model)))
    }

    package func renders(_ context: WebContext) -> [TemplateRender] {
        zip(Self.templateNames, [".js", ".d.ts"]).map { template, ext in
            .template(template, context: context, to: context.moduleName + ext)
        }
    }
}
