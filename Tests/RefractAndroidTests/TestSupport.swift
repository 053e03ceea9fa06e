import Foundation
import RefractAndroid
import RefractBackend
import RefractBuiltinTemplates
import RefractKit
import RefractModel
import RefractOutput
import RefractTestSupport
import Testing

enum TestPaths {
    static let fixtures = TestEnvironment.packageRoot.appendingPathComponent("Tests/RefractAndroidTests/Fixtures")
    static let tokens = TestEnvironment.packageRoot.appendingPathComponent("tokens").path
    /// A real Material Theme Builder export (zp1ke/plata-sync; its SOURCE.md names the commit and licence).
    static let materialThemeExport = TestEnvironment.packageRoot
        .appendingPathComponent("Tests/RefractCLITests/Fixtures/material-theme/plata-sync/material-theme.json").path
}

enum Load {
    /// The themed model of a token folder or resolver document, failing the test on load errors.
    static func model(_ path: String, materialTheme: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) -> ThemedTokenSet? {
        var request = LoadRequest(inputs: [path])
        if materialTheme { request.formats[path] = .materialTheme }
        let result = TokenLoader.run(request)
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
