import Foundation
import RefractBackend
import RefractBuiltinTemplates
import RefractKit
import RefractModel
import RefractOutput
import RefractTestSupport
import RefractWeb
import Testing

/// Loaders and the generated module, shared by the web tests.
enum WebFixtures {
    static let packageRoot = TestEnvironment.packageRoot
    static let templates = TemplateSources(BuiltinTemplates.sources)
    static var exampleTokens: String { packageRoot.appendingPathComponent("tokens").path }
    /// Every type varying by theme and mode (the CSS tests' fixture, read in place).
    static var themed: String { packageRoot.appendingPathComponent("Tests/RefractCSSTests/Fixtures/themed/themed.resolver.json").path }
    static var golden: URL { packageRoot.appendingPathComponent("Tests/RefractWebTests/Golden") }

    /// The themed model of a token folder, resolver or file; records an issue when it has errors.
    static func load(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> ThemedTokenSet? {
        let result = TokenLoader.run(LoadRequest(inputs: [path]))
        let errors = result.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            Issue.record("\(path) has errors: \(errors.prefix(3).map(\.message))", sourceLocation: sourceLocation)
        }
        return result.model
    }

    /// `tokens.js` and `tokens.d.ts` by name; records an issue for any error.
    static func module(
        _ model: ThemedTokenSet, prefix: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) -> [String: String] {
        let result = WebBackend.generate(
            model, options: PlatformOptions(destination: "web", prefix: prefix, settings: [:]), templates: templates)
        let errors = result.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { Issue.record("web errors: \(errors.map(\.message))", sourceLocation: sourceLocation) }
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) })
    }

    /// Writes the module into a new temporary folder (an ES module package) and returns the folder.
    static func write(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files.merging(["package.json": #"{ "type": "module" }"# + "\n"], uniquingKeysWith: { $1 }) {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }
}
