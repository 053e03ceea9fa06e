import Foundation
import RefractCompose
import RefractOutput
import RefractTestSupport
import Testing

/// The generated Kotlin of `tokens/` and of the set with every DTCG type, and the recorded context of
/// `tokens/` (the Example of docs/contexts/compose.md), against golden files; `REFRACT_RECORD=1` rewrites them.
@Suite("Compose output: golden files")
struct ComposeGoldenTests {
    static let cases = [("tokens", TestSupport.exampleTokens), ("every-type", TestSupport.everyTypeTokens)]

    @Test(arguments: cases)
    func outputMatchesTheGoldenFiles(_ name: String, _ path: String) throws {
        let model = try #require(TestSupport.load(path))
        let result = ComposeBackend.generate(model, options: PlatformOptions(destination: "compose"), templates: TestSupport.templates)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        // RefractTheme.android.kt when the theme has Material roles or contrast to read from Android.
        #expect(result.files.map(\.path).filter { $0 != ComposeBackend.androidTemplate.0 } == ComposeBackend.templates.map(\.0))
        for file in result.files {
            Golden.assertMatches(file.contents, golden: TestSupport.fixtures.appendingPathComponent("golden/\(name)/\(file.path)"))
        }
    }

    @Test func contextOfTheExampleTokensMatchesItsRecording() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let (context, _) = ComposeBackend.context(model, options: PlatformOptions(destination: "compose"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(context), as: UTF8.self) + "\n"
        Golden.assertMatches(json, golden: TestSupport.fixtures.appendingPathComponent("golden/tokens/compose-context.json"))
    }
}
