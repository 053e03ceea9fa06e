import RefractDiagnostics
import RefractModel
import RefractOutput

/// A platform `refract build` generates (`platforms.<name>` in the config). Like a lint rule, a backend is made
/// from its options and then asked one thing: the context of its input, with what building it found (names
/// that collide, values the platform cannot express, bad settings). Those diagnostics are the platform's whole
/// verdict: `refract lint` reports them as `refract build` does. The backend says which templates render that
/// context and where the files go; the kit renders them, as it renders the config's own `outputs:` from the
/// same context, so no backend renders or writes anything itself.
package protocol Backend: Sendable {
    /// The documented template context (docs/contexts/<name>.md), also what the config's `outputs:` render.
    associatedtype Context: Encodable & Sendable

    /// `swift`: the platform's key in the config and its default folder.
    static var name: String { get }
    /// The platform's own settings, besides the keys every platform has; the config accepts no other.
    static var settingKeys: [String] { get }
    /// Whether a config that does not name the platform builds it (default true).
    static var enabledByDefault: Bool { get }
    /// Whether `context` reads `BackendInput.themeLayout`, which a build then computes once for every
    /// backend that does (default false).
    static var needsThemeLayout: Bool { get }
    /// The problems of the settings' values, at their places in the config, found before any token is read.
    static func checkSettings(_ options: PlatformOptions) -> [Diagnostic]

    /// The backend of one platform entry: its folder, prefix, settings and selection.
    init(options: PlatformOptions)
    /// The context of `input`, with everything the platform would report of it.
    func context(_ input: BackendInput) -> (Context, [Diagnostic])
    /// What `context` reports, as `refract lint` asks for it: by default the context's own. A backend whose
    /// names and settings are known before its values overrides it, and its `context` then takes its report
    /// from the same functions, so the two cannot differ and lint need not build every value.
    func diagnostics(_ input: BackendInput) -> [Diagnostic]
    /// The files the context makes: each a template rendered with a value taken from the context, and the
    /// path it goes to, relative to the platform's folder.
    func renders(_ context: Context) -> [TemplateRender]
}

extension Backend {
    package static var enabledByDefault: Bool { true }
    package static var needsThemeLayout: Bool { false }

    package func diagnostics(_ input: BackendInput) -> [Diagnostic] {
        context(input).1
    }

    /// The files of `input` with `options`, rendered from `templates` as a build renders them, and what
    /// building the context and rendering found.
    package static func generate(_ input: BackendInput, options: PlatformOptions, templates: TemplateSources) -> OutputResult {
        // The context is dropped once it has given its renders, so it is not held while they render.
        let (renders, diagnostics) = { () -> ([TemplateRender], [Diagnostic]) in
            let backend = Self(options: options)
            let (context, diagnostics) = backend.context(input)
            return (backend.renders(context), diagnostics)
        }()
        var result = TemplateRender.render(renders, with: templates)
        result.diagnostics = diagnostics + result.diagnostics
        return result
    }

    /// The files of `model` alone, its theme layout computed for the call: one platform rendered outside a build.
    package static func generate(_ model: ThemedTokenSet, options: PlatformOptions, templates: TemplateSources) -> OutputResult {
        generate(BackendInput(model: model), options: options, templates: templates)
    }

    /// The context, as any encodable value: what the config's `outputs:` render.
    package static func anyContext(_ input: BackendInput, options: PlatformOptions) -> (any Encodable & Sendable, [Diagnostic]) {
        let (context, diagnostics) = Self(options: options).context(input)
        return (context, diagnostics)
    }

    /// What the context reports: the platform's verdict, as `refract lint` gives it.
    package static func diagnostics(_ input: BackendInput, options: PlatformOptions) -> [Diagnostic] {
        Self(options: options).diagnostics(input)
    }
}
