import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates

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

    /// The context of `model`, with what naming found (collisions, shadowed accessors, bad settings).
    /// `fields`: the structured per-member fields to build; the whole documented context by default.
    public static func context(
        _ model: ThemedTokenSet, options: PlatformOptions, fields: SwiftContext.Fields = .all
    ) -> (SwiftContext, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var prefix = options.settings["accessorPrefix"] ?? SwiftContext.defaultAccessorPrefix
        if !isIdentifierStart(prefix) {
            diagnostics.append(.error(
                "swift.invalid-setting",
                "setting 'accessorPrefix' is '\(prefix)', which cannot start a Swift identifier", at: nil,
                help: "use ASCII letters, digits and '_', not starting with a digit"))
            prefix = SwiftContext.defaultAccessorPrefix
        }
        let layout = ThemeLayout(model, platform: "swift")
        diagnostics += layout.diagnostics
        if layout.themes.isEmpty {
            diagnostics.append(.error("swift.no-theme", "no permutation was resolved, so there is no theme to generate", at: nil))
        }
        let (context, naming) = SwiftContext.build(layout, accessorPrefix: prefix, fields: fields)
        return (context, diagnostics + naming)
    }

    public static func generate(
        _ model: ThemedTokenSet, options: PlatformOptions, templates sources: TemplateSources
    ) -> OutputResult {
        // The built-in templates print the pre-printed lines; per-member objects only for templates naming them.
        let fields = SwiftContext.Fields.used(by: sources)
        let (context, diagnostics) = context(model, options: options, fields: fields)
        var result = OutputResult(diagnostics: diagnostics)
        // The context is converted once for the three templates.
        let value = context.mustacheValue(including: fields)
        for (file, name) in templates {
            do {
                let (template, library) = try sources.template(named: name)
                result.files.append(GeneratedFile(path: file, rendered: template.renderText(value, partials: library)))
            } catch {
                result.diagnostics += error.diagnostics
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
