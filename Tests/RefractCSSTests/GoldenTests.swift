import Foundation
import RefractCSS
import RefractModel
import RefractTestSupport
import Testing

/// Golden files of the output and of the context (`REFRACT_RECORD=1` rewrites them). The context of
/// `tokens/` is also the Example in docs/contexts/css.md.
@Suite("Goldens")
struct GoldenTests {
    static let folder = Fixtures.folder.appendingPathComponent("golden")

    @Test("output", arguments: [
        ("tokens.css", "tokens", [:]),
        ("tokens.registered.css", "tokens", ["registerProperties": "true"]),
        ("tokens.class.css", "tokens", ["schemeAttribute": "class"]),
        ("tokens.host.css", "tokens", ["rootSelector": ":host"]),
        ("tokens.host-class.css", "tokens", ["rootSelector": ":host", "schemeAttribute": "class"]),
        ("themed.host.css", "themed", ["rootSelector": ":host", "colorScheme": "both"]),
        ("contrast.host.css", "contrast", ["rootSelector": ":host"]),
        ("tokens.light-dark.css", "tokens", ["colorScheme": "light-dark"]),
        ("tokens.both.css", "tokens", ["colorScheme": "both"]),
        ("all-types.css", "all-types", [:]),
        ("all-types.resolved.css", "all-types", ["resolveAliases": "true", "gradientDirection": "90deg"]),
        ("themed.css", "themed", ["colorScheme": "light-dark"]),
        ("contrast.css", "contrast", [:]),
        ("contrast.both.css", "contrast", ["colorScheme": "both"]),
        ("swift-contrast.css", "swift-contrast", [:]),
    ] as [(String, String, [String: String])])
    func output(golden: String, input: String, settings: [String: String]) throws {
        guard let model = Fixtures.load(Self.input(input)) else { return }
        Golden.assertMatches(Fixtures.css(model, settings: settings), golden: Self.folder.appendingPathComponent(golden))
    }

    @Test func contextOfExampleTokens() throws {
        guard let model = Fixtures.load(Fixtures.exampleTokens) else { return }
        let (context, _) = CSSContextBuilder.build(model, settings: CSSSettings())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(context), as: UTF8.self) + "\n"
        Golden.assertMatches(json, golden: Self.folder.appendingPathComponent("tokens.context.json"))
    }

    @Test func prefixIsPartOfEveryName() throws {
        guard let model = Fixtures.load(Fixtures.exampleTokens) else { return }
        let css = Fixtures.css(model, prefix: "brand")
        #expect(css.contains("--brand-color-primary: var(--brand-scheme-light-primary);"))
        #expect(!css.contains("--color-primary"))
    }

    static func input(_ name: String) -> String {
        switch name {
        case "tokens": Fixtures.exampleTokens
        case "all-types": Fixtures.allTypes
        case "contrast": Fixtures.contrast
        case "swift-contrast": Fixtures.swiftContrast
        default: Fixtures.themed
        }
    }
}

@Suite("Context documentation")
struct ContextDocumentationTests {
    @Test func exampleIsTheRecordedContext() throws {
        let doc = try String(
            contentsOf: TestEnvironment.packageRoot.appendingPathComponent("docs/contexts/css.md"), encoding: .utf8)
        let golden = try String(
            contentsOf: GoldenTests.folder.appendingPathComponent("tokens.context.json"), encoding: .utf8)
        #expect(doc.contains("```json\n" + golden + "```"))
    }

    @Test func everySettingKeyIsDocumented() throws {
        let doc = try String(
            contentsOf: TestEnvironment.packageRoot.appendingPathComponent("docs/contexts/css.md"), encoding: .utf8)
        for key in CSSSettings.keys { #expect(doc.contains("| `\(key)` |"), "\(key)") }
    }
}
