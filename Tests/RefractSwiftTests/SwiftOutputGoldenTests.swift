import Foundation
import RefractJSON
import RefractModel
import RefractOutput
import RefractSwift
import RefractTemplates
import RefractThemes
import RefractTestSupport
import Testing

@Suite("Swift and JSON output goldens")
struct SwiftOutputGoldenTests {
    static let cases = [("tokens", TestSupport.exampleTokens), ("every-type", TestSupport.everyTypeTokens)]

    @Test(arguments: cases)
    func swiftOutput(_ name: String, _ path: String) throws {
        let model = try #require(TestSupport.load(path))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(result.files.map(\.path) == SwiftContext.fileNames)
        for file in result.files {
            Golden.assertMatches(file.contents, golden: TestSupport.fixtures.appendingPathComponent("golden/\(name)/swift/\(file.path)"))
        }
    }

    @Test(arguments: cases)
    func jsonOutput(_ name: String, _ path: String) throws {
        let model = try #require(TestSupport.load(path))
        let result = JSONBackend.generate(model, options: PlatformOptions(destination: "json"), templates: TestSupport.templates)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let file = try #require(result.files.first)
        #expect(file.path == "theme.json")
        #expect((try? JSONSerialization.jsonObject(with: Data(file.contents.utf8))) != nil, "theme.json is not valid JSON")
        Golden.assertMatches(file.contents, golden: TestSupport.fixtures.appendingPathComponent("golden/\(name)/json/theme.json"))
    }

    @Test func contextOfTheExampleTokens() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let text = String(decoding: try encoder.encode(context), as: UTF8.self) + "\n"
        Golden.assertMatches(text, golden: TestSupport.fixtures.appendingPathComponent("golden/tokens/swift-context.json"))
    }
}

@Suite("JSON bundle format")
struct JSONBundleFormatTests {
    /// Bundle format 2: each distinct value's text once in `values`, and every member, variant and token an
    /// index into it.
    @Test(arguments: [TestSupport.exampleTokens, TestSupport.everyTypeTokens, TestSupport.contrastTokens])
    func eachDistinctValueOnceAndIndicesIntoIt(_ path: String) throws {
        let model = try #require(TestSupport.load(path))
        let (context, _) = JSONBackend.context(model, layout: ThemeLayout(model), options: PlatformOptions(destination: "json"))
        #expect(context.bundleVersion == 2)
        let texts = context.values.map(\.value)
        #expect(Set(texts).count == texts.count, "a value written twice")
        var references = context.permutations.flatMap { $0.tokens.map(\.value) }
        for member in context.themes.flatMap({ $0.collections.flatMap(\.members) }) {
            references += member.value.map { [$0] } ?? member.variants.map(\.value)
        }
        let indices = references.compactMap { Int($0) }
        #expect(indices.count == references.count && !indices.isEmpty)
        #expect(indices.allSatisfy { context.values.indices.contains($0) })
        #expect(Set(indices).count == texts.count, "a value no member nor token uses")
    }

    /// `permutations: false` writes the themes as before, without `permutations` and the values only they used;
    /// another value is `json.invalid-setting`.
    @Test func thePermutationsSettingLeavesThemOut() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        func bundle(_ settings: [String: String]) throws -> [String: Any] {
            let result = JSONBackend.generate(model, options: PlatformOptions(destination: "json", settings: settings), templates: TestSupport.templates)
            let text = try #require(result.files.first { $0.path == "theme.json" }).contents
            return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        }
        let full = try bundle([:]), lean = try bundle(["permutations": "false"])
        #expect(full["permutations"] != nil)
        #expect(lean["permutations"] == nil)
        #expect(Set(lean.keys) == Set(full.keys).subtracting(["permutations"]))
        // The same themes, value for value, though the indices differ.
        func themes(_ bundle: [String: Any]) -> String {
            let values = bundle["values"] as? [Any] ?? []
            func resolve(_ node: Any) -> Any {
                if let index = node as? Int, values.indices.contains(index) { return values[index] }
                if let object = node as? [String: Any] { return object.mapValues(resolve) }
                return node
            }
            let data = try? JSONSerialization.data(withJSONObject: resolve(bundle["themes"] ?? [:]), options: [.sortedKeys])
            return data.map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        #expect(themes(lean) == themes(full))
        // The example's tokens use no value its themes do not: `values` stays whole here.
        #expect((lean["values"] as? [Any])?.count ?? 0 <= (full["values"] as? [Any])?.count ?? 0)
        let invalid = JSONBackend.checkSettings(PlatformOptions(destination: "json", settings: ["permutations": "none"]))
        #expect(invalid.map(\.code.rawValue) == ["json.invalid-setting"])
        #expect(JSONBackend.checkSettings(PlatformOptions(destination: "json", settings: ["permutations": "false"])).isEmpty)
    }
}
