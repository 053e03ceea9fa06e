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
    static let fixtures = packageRoot.appendingPathComponent("Tests/RefractComposeTests/Fixtures")
    static var corpora: URL { Corpus.examples }
    static var isCI: Bool { TestEnvironment.isCI }

    /// The templates of templates/ as on disk, so a test sees an edited template before it is embedded.
    static let templates = TemplateSources(TestEnvironment.templateSourcesOnDisk)

    static func load(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> ThemedTokenSet? {
        var request = LoadRequest(inputs: [path])
        if path == materialThemeExport { request.formats[path] = .materialTheme }
        if path == stringTokens || path == styleDictionaryComplete { request.formats[path] = .styleDictionary }
        let result = TokenLoader.run(request)
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

    /// A real Material Theme Builder export (zp1ke/plata-sync; its SOURCE.md names the commit and licence),
    /// read in place with `--from material-theme` as the CLI's import tests read it.
    static var materialThemeExport: String {
        packageRoot.appendingPathComponent("Tests/RefractCLITests/Fixtures/material-theme/plata-sync/material-theme.json").path
    }

    /// Style Dictionary `content` and `asset` tokens whose text needs escaping (quotes, `\\`, `$`, `%`, a
    /// private-use icon code point, a line break), the CLI tests' fixture, read with `--from style-dictionary`.
    static var stringTokens: String {
        packageRoot.appendingPathComponent("Tests/RefractCLITests/Fixtures/string-tokens/tokens.json").path
    }

    /// Style Dictionary's `examples/complete` as published: 976 `content` and `asset` tokens.
    static var styleDictionaryComplete: String { Corpus.path("corpora/style-dictionary/examples/complete/tokens") }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("refract-compose-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
