import Foundation
import RefractBackend
import RefractBuiltinTemplates
import RefractCSS
import RefractKit
import RefractModel
import RefractOutput
import RefractTestSupport
import Testing

/// Paths and loaders shared by the CSS tests.
enum Fixtures {
    static let packageRoot = TestEnvironment.packageRoot
    static let folder = packageRoot.appendingPathComponent("Tests/RefractCSSTests/Fixtures")

    static let templates = TemplateSources(BuiltinTemplates.sources)

    /// The themed model of a token folder, resolver or file; records an issue when it has errors.
    static func load(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> ThemedTokenSet? {
        let result = TokenLoader.run(LoadRequest(inputs: [path]))
        let errors = result.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            Issue.record("\(path) has errors: \(errors.prefix(3).map(\.message))", sourceLocation: sourceLocation)
        }
        return result.model
    }

    static var exampleTokens: String { packageRoot.appendingPathComponent("tokens").path }
    static var allTypes: String { folder.appendingPathComponent("themed/all-types.tokens.json").path }
    /// Every type, with a token whose name and description hold comment ends, `</style>`, controls and bidi marks.
    static var everyType: String {
        packageRoot.appendingPathComponent("Tests/RefractSwiftTests/Fixtures/every-type/every-type.tokens.json").path
    }
    static var themed: String { folder.appendingPathComponent("themed/themed.resolver.json").path }
    /// Theme, contrast and mode that interact (this target's own fixture).
    static var contrast: String { folder.appendingPathComponent("contrast/contrast.resolver.json").path }
    /// The Swift backend's contrast fixture, read in place.
    static var swiftContrast: String {
        packageRoot.appendingPathComponent("Tests/RefractSwiftTests/Fixtures/contrast/contrast.resolver.json").path
    }

    /// The generated CSS; records an issue for any error.
    static func css(
        _ model: ThemedTokenSet, settings: [String: String] = [:], prefix: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let result = CSSBackend.generate(
            model, options: PlatformOptions(destination: "css", prefix: prefix, settings: settings), templates: templates)
        let errors = result.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { Issue.record("CSS errors: \(errors.map(\.message))", sourceLocation: sourceLocation) }
        return result.files.first?.contents ?? ""
    }
}
