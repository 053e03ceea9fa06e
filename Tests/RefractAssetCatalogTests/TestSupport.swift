import Foundation
import RefractBackend
import RefractKit
import RefractModel
import RefractOutput
import RefractTestSupport
import Testing

/// Paths, token sets and templates the tests share.
enum TestSupport {
    static let packageRoot = TestEnvironment.packageRoot
    static let fixtures = packageRoot.appendingPathComponent("Tests/RefractAssetCatalogTests/Fixtures")

    /// The templates of templates/ as on disk, so a test sees an edited template before it is embedded.
    static let templates = TemplateSources(TestEnvironment.templateSourcesOnDisk)

    static func load(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> ThemedTokenSet? {
        let result = TokenLoader.run(LoadRequest(inputs: [path]))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))", sourceLocation: sourceLocation)
        #expect(result.model != nil, sourceLocation: sourceLocation)
        return result.model
    }

    /// A token set written to a temporary file and loaded.
    static func load(json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ThemedTokenSet? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-xcassets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(json.contains("\"resolutionOrder\"") ? "set.resolver.json" : "set.tokens.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        return load(file.path, sourceLocation: sourceLocation)
    }

    static var exampleTokens: String { packageRoot.appendingPathComponent("tokens").path }
}
