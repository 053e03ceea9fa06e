import Foundation
import RefractKit
import RefractModel
import RefractOutput
import Testing

/// Paths, token sets and templates the tests share.
enum TestSupport {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/RefractComposeTests/Fixtures")
    /// `shared/` beside the checkout, or beside the folder of worktrees that holds it.
    static let shared: URL = {
        var folder = packageRoot.deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("shared")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("corpora").path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }()
    static var corpora: URL { shared.appendingPathComponent("corpora/dtcg-examples") }
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The templates of templates/ as on disk, so a test sees an edited template before it is embedded.
    static let templates: TemplateSources = {
        let root = packageRoot.appendingPathComponent("templates")
        var sources: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "mustache", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            sources[String(url.path.dropFirst(root.path.count + 1))] = text
        }
        return TemplateSources(sources)
    }()

    static func load(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> ThemedTokenSet? {
        let result = TokenLoader.run(LoadRequest(inputs: [path]))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))", sourceLocation: sourceLocation)
        #expect(result.model != nil, sourceLocation: sourceLocation)
        return result.model
    }

    static var exampleTokens: String { packageRoot.appendingPathComponent("tokens").path }
    /// The Swift tests' set with every DTCG type, read in place so both backends are checked on the same set.
    static var everyTypeTokens: String {
        packageRoot.appendingPathComponent("Tests/RefractSwiftTests/Fixtures/every-type/every-type.tokens.json").path
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("refract-compose-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
