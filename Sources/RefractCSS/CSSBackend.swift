import RefractBackend
import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates

/// The CSS platform: one file of custom properties (`tokens.css`) rendered from `css/tokens.css.mustache`.
package struct CSSBackend: Backend {
    package static let name = "css"
    package static let templateName = "css/tokens.css.mustache"
    package static let settingKeys = CSSSettings.keys
    package let options: PlatformOptions
    let settings: CSSSettings
    let settingDiagnostics: [Diagnostic]

    package init(options: PlatformOptions) {
        self.options = options
        (settings, settingDiagnostics) = CSSSettings.parse(options.settings, spans: options.settingSpans)
    }

    package static func checkSettings(_ options: PlatformOptions) -> [Diagnostic] {
        CSSSettings.parse(options.settings, spans: options.settingSpans).1
    }

    package func context(_ input: BackendInput) -> (CSSContext, [Diagnostic]) {
        let (context, diagnostics) = CSSContextBuilder.build(input.model, prefix: options.prefix, settings: settings)
        return (context, settingDiagnostics + diagnostics + Self.emptiness(of: context))
    }

    /// The settings' problems and the names' (the builder reports its `CSSNameAssignment`'s), without
    /// formatting a value. `emptiness` is left out: it guards against a model the resolver never makes.
    package func diagnostics(_ input: BackendInput) -> [Diagnostic] {
        settingDiagnostics + CSSNameAssignment(model: input.model, prefix: options.prefix).diagnostics
    }

    package func renders(_ context: CSSContext) -> [TemplateRender] {
        guard settings.themeFiles else { return [.template(Self.templateName, value: context.mustacheValue, to: settings.fileName)] }
        return CSSThemeFiles.files(context, fileName: settings.fileName).map { file in
            .template(Self.templateName, value: file.context.mustacheValue, to: file.path)
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
