import Foundation
import RefractBackend
import RefractOutput
import RefractTestSupport
import Testing

/// Goldens of a whole output: one file per generated file under `Fixtures/golden/<folder>/`, plus a
/// listing, so a file that appears or disappears fails too.
enum GoldenOutput {
    static func assertMatches(_ result: OutputResult, folder: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let root = TestPaths.fixtures.appendingPathComponent("golden").appendingPathComponent(folder)
        let listing = result.files.map(\.path).joined(separator: "\n") + "\n"
        Golden.assertMatches(listing, golden: root.appendingPathComponent("files.txt"), sourceLocation: sourceLocation)
        for file in result.files {
            Golden.assertMatches(file.contents, golden: root.appendingPathComponent(file.path), sourceLocation: sourceLocation)
        }
        let diagnostics = result.diagnostics.map { "\($0.severity.rawValue) \($0.code): \($0.message)" }.joined(separator: "\n") + "\n"
        Golden.assertMatches(diagnostics, golden: root.appendingPathComponent("diagnostics.txt"), sourceLocation: sourceLocation)
    }
}
