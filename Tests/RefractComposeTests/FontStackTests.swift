import Foundation
import RefractCompose
import RefractOutput
import Testing

/// A CSS font stack written as one string (GitHub Primer's `fontStack.sansSerif`) reaches Compose as its
/// families, in order, as it reaches Android.
@Suite("Font stacks: one family per entry in Compose")
struct ComposeFontStackTests {
    @Test func aStackStringBecomesItsFamilies() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("fonts.tokens.json")
        try #"{"font": {"stack": {"$type": "fontFamily", "$value": "-apple-system, BlinkMacSystemFont, 'Segoe UI', sans-serif"}}}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let model = try #require(TestSupport.load(file.path))
        let result = ComposeBackend.generate(model, options: PlatformOptions(destination: "compose"), templates: TestSupport.templates)
        let values = try #require(result.files.first { $0.path == "ThemeValues.kt" }).contents
        #expect(values.contains(#"listOf("-apple-system", "BlinkMacSystemFont", "Segoe UI", "sans-serif")"#), "\(values)")
    }
}
