import Foundation
import RefractAndroid
import RefractBuiltinTemplates
import RefractKit
import RefractModel
import RefractOutput
import Testing

enum TestPaths {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/RefractAndroidTests/Fixtures")
    static let tokens = packageRoot.appendingPathComponent("tokens").path
    static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    static let corpus = shared.appendingPathComponent("corpora/dtcg-examples")

    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// True when ../shared is there; otherwise a skip note, or an issue under CI.
    static func requireShared(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        if FileManager.default.fileExists(atPath: corpus.path) { return true }
        if isCI {
            Issue.record("../shared/corpora is missing, and CI=true requires it", sourceLocation: sourceLocation)
        } else {
            print("note: ../shared/corpora not found; corpus test skipped")
        }
        return false
    }
}

enum Load {
    /// The themed model of a token folder or resolver document, failing the test on load errors.
    static func model(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> ThemedTokenSet? {
        let result = TokenLoader.run(LoadRequest(inputs: [path]))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "load errors in \(path): \(errors.map(\.message))", sourceLocation: sourceLocation)
        #expect(result.model != nil, "no model for \(path)", sourceLocation: sourceLocation)
        return result.model
    }

    static var templates: TemplateSources { TemplateSources(BuiltinTemplates.sources) }

    static func generate(_ model: ThemedTokenSet, options: PlatformOptions = PlatformOptions(destination: "android")) -> OutputResult {
        AndroidBackend.generate(model, options: options, templates: templates)
    }
}
