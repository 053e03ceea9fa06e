import RefractBackend
import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates

/// The web platform: an ES module of the tokens (`tokens.js`) and its TypeScript declarations
/// (`tokens.d.ts`), rendered from `web/tokens.js.mustache` and `web/tokens.d.ts.mustache`. Every
/// permutation's resolved values, and each token's CSS custom property as the CSS platform names it.
public struct WebBackend: Backend {
    public static let name = "web"
    public static let templateNames = ["web/tokens.js.mustache", "web/tokens.d.ts.mustache"]
    /// The platform has no settings of its own yet: the module is always `tokens.js` and `tokens.d.ts`.
    public static let settingKeys: [String] = []
    static let moduleName = "tokens"
    public let options: PlatformOptions

    public init(options: PlatformOptions) {
        self.options = options
    }

    public static func checkSettings(_ options: PlatformOptions) -> [Diagnostic] { [] }

    public func context(_ input: BackendInput) -> (WebContext, [Diagnostic]) {
        Self.context(input.model, options: options)
    }

    /// The module's keys are the token paths and it has no settings, so it reports nothing.
    public func diagnostics(_ input: BackendInput) -> [Diagnostic] { [] }

    public static func context(_ model: ThemedTokenSet, options: PlatformOptions) -> (WebContext, [Diagnostic]) {
        let backend = WebBackend(options: options)
        return (WebContextBuilder.build(model, prefix: options.prefix, moduleName: moduleName), backend.diagnostics(BackendInput(model: model)))
    }

    public func renders(_ context: WebContext) -> [TemplateRender] {
        zip(Self.templateNames, [".js", ".d.ts"]).map { template, ext in
            .template(template, context: context, to: context.moduleName + ext)
        }
    }
}
