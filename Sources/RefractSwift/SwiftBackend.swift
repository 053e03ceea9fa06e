import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates
import RefractThemes

/// The Swift output: `Theme.swift` (the token values), `ThemeRuntime.swift` (value types, Codable) and
/// `Theme+SwiftUI.swift` (environment, shape styles), rendered from `templates/swift/`.
///
/// Settings: `accessorPrefix` (default `theme`) starts the static shape-style accessors.
public enum SwiftBackend {
    public static let templates = [
        ("Theme.swift", "swift/Theme.swift.mustache"),
        ("ThemeRuntime.swift", "swift/ThemeRuntime.swift.mustache"),
        ("Theme+SwiftUI.swift", "swift/Theme+SwiftUI.swift.mustache"),
    ]

    /// The context of `layout`, with what laying out and naming found (collisions, shadowed accessors, bad
    /// settings).
    public static func context(_ layout: ThemeLayout, options: PlatformOptions) -> (SwiftContext, [Diagnostic]) {
        let (prefix, settingDiagnostics) = accessorPrefix(options)
        var diagnostics = settingDiagnostics
        diagnostics += layout.diagnostics(platform: "swift")
        if layout.themes.isEmpty {
            diagnostics.append(.error("swift.no-theme", "no permutation was resolved, so there is no theme to generate", at: nil))
        }
        let (context, naming) = SwiftContext.build(layout, accessorPrefix: prefix)
        return (context, diagnostics + naming)
    }

    /// The settings `platforms.swift` may hold.
    public static let settingKeys = ["accessorPrefix"]

    /// `accessorPrefix`, checked: a bad one is `swift.invalid-setting`, at its place in the config, and
    /// gives way to the default.
    public static func accessorPrefix(_ options: PlatformOptions) -> (String, [Diagnostic]) {
        let prefix = options.settings["accessorPrefix"] ?? SwiftContext.defaultAccessorPrefix
        guard isIdentifierStart(prefix) else {
            return (SwiftContext.defaultAccessorPrefix, [.error(
                "swift.invalid-setting",
                "setting 'accessorPrefix' is '\(prefix)', which cannot start a Swift identifier",
                at: options.settingSpans["accessorPrefix"],
                help: "use ASCII letters, digits and '_', not starting with a digit")])
        }
        return (prefix, [])
    }

    public static func generate(_ layout: ThemeLayout, options: PlatformOptions, templates sources: TemplateSources) -> OutputResult {
        // Converted once for the three templates; the context itself is not kept while they render.
        let (value, diagnostics) = { () -> (MustacheValue, [Diagnostic]) in
            let (context, diagnostics) = context(layout, options: options)
            return (context.mustacheValue, diagnostics)
        }()
        var result = OutputResult(diagnostics: diagnostics)
        for (file, name) in templates {
            switch sources.renderText(name, value: value) {
            case .success(let text): result.files.append(GeneratedFile(path: file, rendered: text))
            case .failure(let error): result.diagnostics += error.diagnostics
            }
        }
        return result
    }

    private static func isIdentifierStart(_ prefix: String) -> Bool {
        guard let first = prefix.unicodeScalars.first else { return true }
        let allowed = prefix.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) }
        return allowed && !("0"..."9").contains(first)
    }
}
