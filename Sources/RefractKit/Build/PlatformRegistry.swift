import RefractAndroid
import RefractCSS
import RefractDiagnostics
import RefractJSON
import RefractModel
import RefractOutput
import RefractSwift

/// The platforms `refract build` can generate, and the context each gives to custom outputs.
public struct PlatformBackend: Sendable {
    public var name: String
    public var generate: @Sendable (ThemedTokenSet, PlatformOptions, TemplateSources) -> OutputResult
    /// The documented template context (docs/contexts/<name>.md), for `outputs:` in the config.
    public var context: @Sendable (ThemedTokenSet, PlatformOptions) -> (any Encodable & Sendable, [Diagnostic])
}

public enum PlatformRegistry {
    /// In the order builds run and report them.
    public static let all: [PlatformBackend] = [
        PlatformBackend(
            name: "swift", generate: { SwiftBackend.generate($0, options: $1, templates: $2) },
            context: { SwiftBackend.context($0, options: $1) }),
        PlatformBackend(
            name: "json", generate: { JSONBackend.generate($0, options: $1, templates: $2) },
            context: { JSONBackend.context($0, options: $1) }),
        PlatformBackend(
            name: "css", generate: { CSSBackend.generate($0, options: $1, templates: $2) },
            context: { model, options in
                let (settings, settingDiagnostics) = CSSSettings.parse(options.settings)
                let (context, diagnostics) = CSSContextBuilder.build(model, prefix: options.prefix, settings: settings)
                return (context, settingDiagnostics + diagnostics)
            }),
        PlatformBackend(
            name: "android", generate: { AndroidBackend.generate($0, options: $1, templates: $2) },
            context: { model, options in
                let (context, diagnostics) = AndroidContextBuilder.build(model, options: options)
                return (context, diagnostics)
            }),
    ]

    public static func backend(named name: String) -> PlatformBackend? {
        all.first { $0.name == name }
    }

    public static var names: [String] { all.map(\.name) }

    /// Indices into `names` in the order their backends should start: outputs of many files first, so
    /// that writing them overlaps the others' work; Swift before JSON, which reuses Swift's theme layout
    /// (computed once) rather than waiting for it side by side.
    static func startOrder(of names: [String]) -> [Int] {
        let preferred = ["android", "css", "swift", "json"]
        return names.indices.sorted { (preferred.firstIndex(of: names[$0]) ?? preferred.count, $0) < (preferred.firstIndex(of: names[$1]) ?? preferred.count, $1) }
    }
}
