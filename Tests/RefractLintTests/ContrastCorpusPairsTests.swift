import RefractKit
import RefractLint
import RefractTestSupport
import Testing

/// The contrast pairs each corpus design system gets built as published, with no configuration, and how
/// many of them fail AA somewhere: pinned, so a change to the pairing rules shows here and in
/// docs/lint-rules.md. Skips with a note where the shared corpora are absent.
@Suite("Contrast pairs on the corpus systems")
struct ContrastCorpusPairsTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var system: String
        var pairs: Int
        var failing: Int
        /// A pair a designer would name, checked by hand in docs/lint-rules.md.
        var sample: String
        var testDescription: String { system }
    }

    static let expected = [
        Expected(system: "adobe-spectrum", pairs: 39, failing: 3, sample: "accent-content-color-default on background-base-color"),
        Expected(system: "figma-sds", pairs: 66, failing: 11, sample: "color.text.brand.on-brand on color.background.brand.$root"),
        Expected(system: "github-primer", pairs: 146, failing: 62, sample: "fgColor.onEmphasis on bgColor.accent.emphasis"),
        Expected(system: "ibm-carbon", pairs: 0, failing: 0, sample: ""),
        Expected(system: "microsoft-fluent", pairs: 31, failing: 9, sample: "semanticColors.primaryButtonText on semanticColors.primaryButtonBackground"),
        Expected(system: "shopify-polaris", pairs: 0, failing: 0, sample: ""),
    ]

    @Test(arguments: expected)
    func pairsFoundWithoutConfiguration(_ expected: Expected) throws {
        guard Corpus.require() else { return }
        let resolver = Corpus.examples.appendingPathComponent(expected.system + ".resolver.json").path
        let model = try #require(TokenLoader.run(LoadRequest(inputs: [resolver])).model)
        let pairs = LintConfiguration.recommended.contrastPairs(in: model)
        #expect(pairs.count == expected.pairs)
        let named = pairs.map { "\($0.foreground) on \($0.background)" }
        if !expected.sample.isEmpty { #expect(named.contains(expected.sample)) }
        let failing = LintRunner.run(LintSubject(model: model), .recommended).filter { $0.code.rawValue == "lint.contrast.minimum" }
        #expect(failing.count == expected.failing)
        // No pair is a colour on itself, and none has a disabled side (WCAG exempts inactive components).
        #expect(pairs.allSatisfy { $0.foreground != $0.background })
        #expect(!named.contains { $0.lowercased().contains("disabled") })
    }

    /// At least four of the six systems get pairs from their names alone.
    @Test func mostSystemsGetPairsWithoutConfiguration() {
        #expect(Self.expected.filter { $0.pairs > 0 }.count >= 4)
    }
}
