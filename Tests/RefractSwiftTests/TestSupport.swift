import Foundation
import RefractBackend
import RefractDiagnostics
import RefractKit
import RefractModel
import RefractJSON
import RefractOutput
import RefractSwift
import RefractThemes
import RefractTestSupport
import Testing

/// Paths, token sets and templates the tests share.
enum TestSupport {
    static let packageRoot = TestEnvironment.packageRoot
    static let fixtures = packageRoot.appendingPathComponent("Tests/RefractSwiftTests/Fixtures")

    /// The templates of templates/ as on disk, so a test sees an edited template before it is embedded.
    static let templates = TemplateSources(TestEnvironment.templateSourcesOnDisk)

    static func load(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> ThemedTokenSet? {
        let result = TokenLoader.run(LoadRequest(inputs: [path]))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))", sourceLocation: sourceLocation)
        #expect(result.model != nil, sourceLocation: sourceLocation)
        return result.model
    }

    static var exampleTokens: String { packageRoot.appendingPathComponent("tokens").path }
    static var everyTypeTokens: String { fixtures.appendingPathComponent("every-type").path }
    /// 150 colours, so the generated collection stores them in more than one part.
    static var partsTokens: String { fixtures.appendingPathComponent("parts/parts.resolver.json").path }
    static var contrastTokens: String { fixtures.appendingPathComponent("contrast/contrast.resolver.json").path }

    /// The generated files of the Foundation layer: every one but `Theme+SwiftUI.swift`.
    static func foundationFiles(_ result: OutputResult) -> [GeneratedFile] {
        result.files.filter { $0.path != "Theme+SwiftUI.swift" }
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("refract-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The context of one model, with its theme layout computed for the call.
extension SwiftBackend {
    static func context(_ model: ThemedTokenSet, options: PlatformOptions) -> (SwiftContext, [Diagnostic]) {
        context(ThemeLayout(model), options: options)
    }
}
