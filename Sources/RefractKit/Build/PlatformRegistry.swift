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
    ]

    public static func backend(named name: String) -> PlatformBackend? {
        all.first { $0.name == name }
    }

    public static var names: [String] { all.map(\.name) }
}
