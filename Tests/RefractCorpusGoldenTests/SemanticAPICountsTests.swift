import Foundation
import RefractKit
import RefractModel
import RefractOutput
import RefractTestSupport
import Testing

/// The table of docs/config.md ("Semantic by default"): for tokens/ and each design system of the corpus, how
/// many tokens every platform's API keeps under `api: semantic` and which groups are judged only referenced.
/// A change to the rule changes these counts, and the table must change with it.
@Suite("Semantic API counts per design system")
struct SemanticAPICountsTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var tokens: Int
        var kept: Int
        var groups: [String]
        var testDescription: String { name }
    }

    static let rows = [
        Row(name: "tokens", tokens: 42, kept: 19, groups: ["palette", "scheme"]),
        Row(name: "adobe-spectrum", tokens: 1579, kept: 1579, groups: []),
        Row(name: "figma-sds", tokens: 298, kept: 228, groups: [
            "color.brand", "color.gray", "color.green", "color.red", "color.slate", "color.white", "color.yellow",
        ]),
        Row(name: "github-primer", tokens: 1356, kept: 1027, groups: ["base"]),
        Row(name: "ibm-carbon", tokens: 356, kept: 356, groups: []),
        Row(name: "microsoft-fluent", tokens: 178, kept: 178, groups: []),
        Row(name: "shopify-polaris", tokens: 67, kept: 67, groups: []),
    ]

    static func model(_ name: String) -> ThemedTokenSet? {
        let input = name == "tokens"
            ? TestEnvironment.packageRoot.appendingPathComponent("tokens").path
            : Corpus.examples.appendingPathComponent(name + ".resolver.json").path
        return TokenLoader.run(LoadRequest(inputs: [input])).model
    }

    /// How many tokens `platform`, configured by default, keeps of `model`.
    static func keptCount(_ model: ThemedTokenSet, platform: String) -> Int {
        let selection = PlatformOptions(destination: platform).selection
        let keptOut = selection.keptOutOfAPI(model)
        return selection.apply(to: model, keptOut: keptOut).0.paths.count
    }

    @Test(arguments: rows)
    func everyPlatformKeepsTheSemanticTokens(_ row: Row) {
        if row.name != "tokens" && !Corpus.require() { return }
        guard let model = Self.model(row.name) else {
            Issue.record("\(row.name) did not load")
            return
        }
        #expect(model.paths.count == row.tokens)
        #expect(ReferenceLayers(model).groups.map(\.dotted) == row.groups)
        // Every platform takes the same default selection: what it keeps is what reaches its API.
        let platforms = PlatformRegistry.all.map { $0.name }
        let kept = platforms.map { Self.keptCount(model, platform: $0) }
        #expect(kept == Array(repeating: row.kept, count: platforms.count), "\(platforms)")
        // Never an empty API.
        #expect(row.kept > 0)
    }
}
