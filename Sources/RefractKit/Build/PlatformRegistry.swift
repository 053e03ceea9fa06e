import RefractAndroid
import RefractAssetCatalog
import RefractBuiltinTemplates
import RefractCSS
import RefractCompose
import RefractDiagnostics
import RefractJSON
import RefractModel
import RefractOutput
import RefractSwift
import RefractThemes
import RefractWeb

/// What every backend of a build receives: the model, and what the build derived from it once for the
/// backends that share it.
public struct BackendInput: Sendable {
    public var model: ThemedTokenSet
    /// The theme layout of the Swift output and the JSON bundle; nil when no requested backend needs it.
    public var themeLayout: ThemeLayout?

    public init(model: ThemedTokenSet, themeLayout: ThemeLayout?) {
        self.model = model
        self.themeLayout = themeLayout
    }

    /// The input for `backends`: the theme layout only when one of them needs it.
    public init(model: ThemedTokenSet, for backends: [PlatformBackend]) {
        self.init(model: model, themeLayout: backends.contains(where: \.needsThemeLayout) ? ThemeLayout(model) : nil)
    }

    /// The layout the build computed, or, for a caller that left it out, one computed now.
    var layout: ThemeLayout { themeLayout ?? ThemeLayout(model) }

    /// The input of `backend` with `options`: this one, or with the platform's own selection of tokens applied
    /// and the reference-only tokens left out (and a theme layout of its own), with what selecting found.
    func selecting(_ options: PlatformOptions, for backend: PlatformBackend) -> (BackendInput, [Diagnostic]) {
        guard options.selection.changes(model) else { return (self, []) }
        let (selected, diagnostics) = options.selection.apply(to: model)
        return (BackendInput(model: selected, for: [backend]), diagnostics)
    }
}

/// The platforms `refract build` can generate, and the context each gives to custom outputs.
public struct PlatformBackend: Sendable {
    public var name: String
    /// Whether it reads `BackendInput.themeLayout`.
    public var needsThemeLayout: Bool
    public var generate: @Sendable (BackendInput, PlatformOptions, TemplateSources) -> OutputResult
    /// The documented template context (docs/contexts/<name>.md), for `outputs:` in the config.
    public var context: @Sendable (BackendInput, PlatformOptions) -> (any Encodable & Sendable, [Diagnostic])
    /// The diagnostics `context` gives, found without building what only the output needs (values,
    /// literals) where the backend can: `refract lint`'s verdict on the platform.
    public var check: @Sendable (BackendInput, PlatformOptions) -> [Diagnostic]
    /// The platform's own settings, besides the keys every platform has; the config accepts no other.
    public var settingKeys: [String]
    /// The problems of the settings' values, at their places in the config, found before any token is read.
    public var checkSettings: @Sendable (PlatformOptions) -> [Diagnostic]
    /// Whether a config that does not name the platform builds it. The asset catalog is opt-in: an app
    /// that takes its colours from the Swift output has no use for a second copy of them.
    public var enabledByDefault = true
}

public enum PlatformRegistry {
    /// In the order builds report them.
    public static let all: [PlatformBackend] = [
        PlatformBackend(
            name: "swift", needsThemeLayout: true,
            generate: { SwiftBackend.generate($0.layout, options: $1, templates: $2) },
            context: { SwiftBackend.context($0.layout, options: $1) },
            check: { SwiftBackend.check($0.layout, options: $1) },
            settingKeys: SwiftBackend.settingKeys, checkSettings: { SwiftBackend.checkSettings($0) }),
        PlatformBackend(
            name: "json", needsThemeLayout: true,
            generate: {
                JSONBackend.generate(
                    $0.model, layout: $0.layout, options: $1, templates: $2,
                    schemaText: BuiltinSchemas.sources[JSONContext.defaultSchema])
            },
            context: { JSONBackend.context($0.model, layout: $0.layout, options: $1) },
            check: { input, _ in JSONBackend.check(input.layout) },
            settingKeys: JSONBackend.settingKeys, checkSettings: { _ in [] }),
        PlatformBackend(
            name: "css", needsThemeLayout: false,
            generate: { CSSBackend.generate($0.model, options: $1, templates: $2) },
            context: { input, options in
                let (settings, settingDiagnostics) = CSSSettings.parse(options.settings, spans: options.settingSpans)
                let (context, diagnostics) = CSSContextBuilder.build(input.model, prefix: options.prefix, settings: settings)
                return (context, settingDiagnostics + diagnostics)
            },
            check: { CSSBackend.check($0.model, options: $1) },
            settingKeys: CSSSettings.keys,
            checkSettings: { CSSSettings.parse($0.settings, spans: $0.settingSpans).1 }),
        PlatformBackend(
            name: "web", needsThemeLayout: false,
            generate: { WebBackend.generate($0.model, options: $1, templates: $2) },
            context: { WebBackend.context($0.model, options: $1) },
            // The module's keys are the paths' segments and it has no settings: its context reports nothing,
            // so lint need not build every permutation's values to learn so.
            check: { _, _ in [] },
            settingKeys: WebBackend.settingKeys, checkSettings: { _ in [] }),
        PlatformBackend(
            name: "android", needsThemeLayout: false,
            generate: { AndroidBackend.generate($0.model, options: $1, templates: $2) },
            context: { input, options in
                let (context, diagnostics) = AndroidContextBuilder.build(input.model, options: options)
                return (context, diagnostics)
            },
            // Android names a resource while converting its value (a token may become several), so its
            // check is the context's.
            check: { input, options in AndroidContextBuilder.build(input.model, options: options).1 },
            settingKeys: AndroidContextBuilder.settingKeys, checkSettings: { AndroidContextBuilder.checkSettings($0) }),
        PlatformBackend(
            name: "compose", needsThemeLayout: true,
            generate: { ComposeBackend.generate($0.model, layout: $0.layout, options: $1, templates: $2) },
            context: { ComposeBackend.context($0.model, layout: $0.layout, options: $1) },
            check: { ComposeBackend.check($0.layout, options: $1) },
            settingKeys: ComposeBackend.settingKeys, checkSettings: { ComposeBackend.checkSettings($0) }),
        PlatformBackend(
            name: "xcassets", needsThemeLayout: false,
            generate: { AssetCatalogBackend.generate($0.model, options: $1, templates: $2) },
            context: { AssetCatalogBackend.context($0.model, options: $1) },
            check: { AssetCatalogBackend.check($0.model, options: $1) },
            settingKeys: AssetCatalogBackend.settingKeys, checkSettings: { AssetCatalogBackend.checkSettings($0) },
            enabledByDefault: false),
    ]

    public static func backend(named name: String) -> PlatformBackend? {
        all.first { $0.name == name }
    }

    public static var names: [String] { all.map(\.name) }

    /// The platforms `config` builds: those it names (unless `enabled: false`), and those on by default
    /// that it does not name.
    public static func enabled(in config: RefractConfig) -> [String] {
        all.filter { config.platforms[$0.name]?.enabled ?? $0.enabledByDefault }.map(\.name)
    }
}
