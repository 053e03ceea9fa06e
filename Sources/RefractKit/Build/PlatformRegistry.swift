import RefractAndroid
import RefractCSS
import RefractCompose
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
        PlatformBackend(
            name: "compose", generate: { ComposeBackend.generate($0, options: $1, templates: $2) },
            context: { ComposeBackend.context($0, options: $1) }),
    ]

    public static func backend(named name: String) -> PlatformBackend? {
        all.first { $0.name == name }
    }

    public static var names: [String] { all.map(\.name) }

    /// Indices into `names` grouped in lanes: each lane runs its backends one after the other, lanes run
    /// side by side. With a core per backend, each is its own lane. With fewer, Swift, JSON and Compose share
    /// one lane, Swift first: JSON and Compose reuse Swift's theme layout instead of waiting for it, and the
    /// largest outputs are never held at once; Android (most files) and CSS share the other, Android first so
    /// that writing its files overlaps the rest of the work. No core is left idle while a lane has two backends.
    static func lanes(of names: [String], cores: Int) -> [[Int]] {
        let preferred = ["android", "css", "swift", "json", "compose"]
        let ordered = names.indices.sorted {
            (preferred.firstIndex(of: names[$0]) ?? preferred.count, $0) < (preferred.firstIndex(of: names[$1]) ?? preferred.count, $1)
        }
        if cores >= ordered.count { return ordered.map { [$0] } }
        if cores <= 1 { return [ordered] }
        let shared: Set<String> = ["swift", "json", "compose"]
        var lanes = [ordered.filter { shared.contains(names[$0]) }, ordered.filter { !shared.contains(names[$0]) }]
            .filter { !$0.isEmpty }
        // Building only Swift and JSON (or only Android and CSS) leaves a core idle: split the lane.
        while lanes.count < cores, let longest = lanes.indices.max(by: { lanes[$0].count < lanes[$1].count }),
            lanes[longest].count > 1
        {
            lanes.append([lanes[longest].removeLast()])
        }
        return lanes
    }
}
