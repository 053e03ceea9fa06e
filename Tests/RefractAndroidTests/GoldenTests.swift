import Foundation
import RefractAndroid
import RefractOutput
import RefractTestSupport
import Testing

@Suite("Goldens of the example tokens")
struct GoldenTests {
    static let contextGolden = TestPaths.fixtures.appendingPathComponent("golden/tokens/context.json")

    @Test func outputMatchesTheGoldenFiles() {
        guard let model = Load.model(TestPaths.tokens) else { return }
        GoldenOutput.assertMatches(Load.generate(model), folder: "tokens")
    }

    /// The recorded context of tokens/, which docs/contexts/android.md shows as its example.
    @Test func contextMatchesTheGoldenAndTheDocumentation() throws {
        guard let model = Load.model(TestPaths.tokens) else { return }
        let (context, _) = AndroidContextBuilder.build(model, options: PlatformOptions(destination: "android"))
        let json = try Self.encode(context)
        Golden.assertMatches(json, golden: Self.contextGolden)
        let doc = try String(contentsOf: TestEnvironment.packageRoot.appendingPathComponent("docs/contexts/android.md"), encoding: .utf8)
        #expect(doc.contains("```json\n" + json + "```"), "docs/contexts/android.md does not show the recorded context")
    }

    static func encode(_ context: AndroidContext) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(context), as: UTF8.self) + "\n"
    }
}
