import Foundation
import RefractCSS
import RefractModel
import RefractTestSupport
import Testing

/// Terrazzo's expected CSS (`expected/terrazzo-plugin-css`) against ours, value by value: both computed by
/// Chromium for each token of each of Terrazzo's blocks (a permutation, see dtcg-examples/SOURCE.md).
/// Every difference must be explained by a row of `KnownDifference`, and every row must still occur.
@Suite("Terrazzo's CSS, value by value", .serialized)
struct TerrazzoComparisonTests {
    struct System: Sendable, CustomStringConvertible {
        var file: String
        var resolver: String
        /// Terrazzo's block preludes (joined by " > ") to the resolver inputs they were built from.
        var blocks: [String: [String: String]]
        var description: String { file }
    }

    static let systems = [
        System(file: "spectrum.css", resolver: "adobe-spectrum", blocks: [
            ":root": ["theme": "light", "size": "mobile"],
            "[data-theme=\"dark\"]": ["theme": "dark", "size": "mobile"],
            "@media (width >= 600px) > :root": ["theme": "light", "size": "desktop"],
        ]),
        System(file: "sds.css", resolver: "figma-sds", blocks: [
            "[data-theme=\"light\"]": ["theme": "light"], "[data-theme=\"dark\"]": ["theme": "dark"],
        ]),
        System(file: "primer.css", resolver: "github-primer", blocks: [
            ":root": ["theme": "light", "size": "default"],
            "[data-theme=\"light\"]": ["theme": "light", "size": "default"],
            "[data-theme=\"light-hc\"]": ["theme": "light-hc", "size": "default"],
            "[data-theme=\"dark\"]": ["theme": "dark", "size": "default"],
            "[data-theme=\"dark-hc\"]": ["theme": "dark-hc", "size": "default"],
        ]),
        System(file: "fluent.css", resolver: "microsoft-fluent", blocks: [
            ":root": ["theme": "default"],
            // Custom properties straight inside @media with no selector: invalid CSS, we compare the values.
            "@media (prefers-color-scheme: dark)": ["theme": "inverted"],
        ]),
    ]

    @Test(arguments: systems)
    func valuesMatchOrDifferForAKnownReason(system: System) throws {
        guard Corpus.require(), let browser = Chromium.require() else { return }
        let expectedFile = Corpus.examples.appendingPathComponent("expected/terrazzo-plugin-css/\(system.file)")
        let terrazzo = TerrazzoCSS(try String(contentsOf: expectedFile, encoding: .utf8))
        guard let model = Fixtures.load(Corpus.examples.appendingPathComponent("\(system.resolver).resolver.json").path)
        else { return }
        let (context, _) = CSSContextBuilder.build(model, settings: CSSSettings())
        let css = Fixtures.css(model)
        let comparison = try Comparison(model: model, context: context, terrazzo: terrazzo, system: system)
        let readings = try comparison.measure(ours: css, browser: browser)
        let tally = comparison.classify(readings)
        print("\(system.file): \(tally.same) values equal, \(tally.explained.values.reduce(0, +)) differ for a known reason "
            + "\(tally.explained.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }), "
            + "\(tally.onlyOurs) declarations only ours (Terrazzo leaves tokens out of a block)")
        #expect(tally.blocksMatched == system.blocks.count, "matched \(tally.blocksMatched) of Terrazzo's blocks")
        #expect(tally.same > 0)
        #expect(
            tally.unexplained.isEmpty,
            "\(tally.unexplained.count) unexplained differences:\n\(tally.unexplained.prefix(30).joined(separator: "\n"))")
        for row in KnownDifference.rows(for: system.file) where tally.explained[row.id, default: 0] == 0 {
            Issue.record("known difference '\(row.id)' no longer occurs in \(system.file); remove it from the table")
        }
    }
}
