import Foundation
import RefractDiagnostics
import RefractKit
import RefractLint
import RefractOutput
import RefractTestSupport
import Testing

/// docs/lint-rules.md holds the rule reference generated from the rules and the findings of every rule
/// on the six design systems of the corpus; `REFRACT_RECORD=1` rewrites both marked sections.
@Suite("docs/lint-rules.md")
struct LintRulesDocumentTests {
    static let document = TestEnvironment.packageRoot.appendingPathComponent("docs/lint-rules.md")
    static let systems = ["adobe-spectrum", "figma-sds", "github-primer", "ibm-carbon", "microsoft-fluent", "shopify-polaris"]
    static let findingsBegin = "<!-- BEGIN GENERATED FINDINGS: every rule on, every platform, on the corpus design systems -->"
    static let findingsEnd = "<!-- END GENERATED FINDINGS -->"

    @Test func theRuleReferenceIsGeneratedFromTheRules() throws {
        try Self.assertSection(LintRuleDocumentation.markdown(), begin: LintRuleDocumentation.beginMarker, end: LintRuleDocumentation.endMarker)
    }

    /// How each system names a foreground and the background it sits on, from its own token names: the
    /// default conventions (`onX`, `text.x` on `surface.x`) fit none of them. `(foreground pattern,
    /// background template)`; pairs are `(foreground, background)` paths for what no pattern says.
    static let contrastPairing: [String: (conventions: [(String, String)], pairs: [(String, String)])] = [
        "adobe-spectrum": (
            [("*-content-color-default", "background-base-color"), ("*-content-color-default", "background-layer-1-color")],
            ["accent", "negative", "informative", "positive", "neutral"].map { ("white", "\($0)-background-color-default") }),
        "figma-sds": (
            [("color.text.*.on-*-secondary", "color.background.$1.secondary"), ("color.text.*.on-*-tertiary", "color.background.$1.tertiary"),
             ("color.text.*.on-*", "color.background.$2"), ("color.text.*", "color.background.default"),
             ("color.text.*.secondary", "color.background.default"), ("color.text.*.tertiary", "color.background.default")],
            []),
        "github-primer": (
            [("fgColor.onEmphasis", "bgColor.*.emphasis"), ("fgColor.onInverse", "bgColor.inverse"), ("fgColor.*", "bgColor.$1.muted"),
             ("**.fgColor.rest", "$1.bgColor.rest"), ("**.fgColor.hover", "$1.bgColor.hover"), ("**.fgColor.active", "$1.bgColor.active")],
            ["default", "muted", "link", "accent", "success", "attention", "severe", "danger", "open", "closed", "done", "sponsors", "upsell"]
                .map { ("fgColor.\($0)", "bgColor.default") }),
        // The corpus holds Carbon's palette only (no text or background roles): nothing to pair.
        "ibm-carbon": ([], []),
        "microsoft-fluent": (
            [("semanticColors.*Text", "semanticColors.$1Background"), ("semanticColors.*TextHovered", "semanticColors.$1BackgroundHovered"),
             ("semanticColors.*TextPressed", "semanticColors.$1BackgroundPressed"), ("semanticColors.*TextChecked", "semanticColors.$1BackgroundChecked"),
             ("semanticColors.*Text", "semanticColors.bodyBackground")],
            []),
        "shopify-polaris": (
            [("color.*Text", "color.$1Lighter")],
            [("color.ink", "color.white"), ("color.inkLight", "color.white"), ("color.inkLighter", "color.white")]),
    ]

    /// Every rule at warning (names.collide at error), with the system's contrast pairing.
    static func configuration(for system: String) -> LintConfiguration {
        func text(_ value: String) -> LintOptionValue { LintOptionValue(.string(value)) }
        func record(_ fields: [(String, String)]) -> LintOptionValue {
            LintOptionValue(.mapping(fields.map { .init(key: $0.0, keySpan: nil, value: text($0.1)) }))
        }
        let pairing = contrastPairing[system] ?? ([], [])
        let contrast = LintOptionValue(.mapping([
            .init(key: "severity", keySpan: nil, value: text("warning")),
            .init(key: "conventions", keySpan: nil, value: LintOptionValue(.list(pairing.conventions.map {
                record([("foreground", $0.0), ("background", $0.1)])
            }))),
            .init(key: "pairs", keySpan: nil, value: LintOptionValue(.list(pairing.pairs.map {
                record([("foreground", $0.0), ("background", $0.1)])
            }))),
        ]))
        let rules = LintOptionValue(.mapping(LintRuleInfo.all.map { rule in
            LintOptionValue.Entry(
                key: rule.id, keySpan: nil,
                value: rule.id == "contrast.minimum" ? contrast : text(rule.id == "names.collide" ? "error" : "warning"))
        }))
        var problems: [Diagnostic] = []
        let configuration = LintConfiguration.read(LintOptionValue(.mapping([.init(key: "rules", keySpan: nil, value: rules)])), reporting: &problems)
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        return configuration
    }

    /// Every rule at warning (names.collide at error) on every permutation of each system.
    @Test func theCorpusFindingsAreListed() throws {
        guard Corpus.require() else { return }
        var lines = [Self.findingsBegin, "", "| system | " + LintRuleInfo.all.map { "`\($0.id)`" }.joined(separator: " | ") + " |",
                     "|---|" + String(repeating: "---|", count: LintRuleInfo.all.count)]
        var pairing: [String] = []
        var contrast: [String] = []
        for system in Self.systems {
            let resolver = Corpus.examples.appendingPathComponent(system + ".resolver.json").path
            let load = TokenLoader.run(LoadRequest(inputs: [resolver]))
            let model = try #require(load.model)
            let options = Dictionary(uniqueKeysWithValues: PlatformRegistry.names.map { ($0, PlatformOptions(destination: $0)) })
            let configuration = Self.configuration(for: system)
            let findings = LintStage.run(model, configuration, built: PlatformRegistry.names, options: options)
            let counts = LintRuleInfo.all.map { rule in
                findings.filter { $0.code.rawValue == rule.code || (rule.id == "names.collide" && $0.code.rawValue.hasSuffix("name-collision")) }.count
            }
            lines.append("| \(system) | " + counts.map(String.init).joined(separator: " | ") + " |")
            let given = Self.contrastPairing[system] ?? ([], [])
            let described = given.conventions.map { "`\($0.0)` → `\($0.1)`" } + given.pairs.map { "`\($0.0)` on `\($0.1)`" }
            pairing.append("| \(system) | \(configuration.contrastPairs(in: model).count) | \(described.isEmpty ? "none: the corpus has its palette only" : described.joined(separator: ", ")) |")
            contrast.append("")
            contrast.append("**\(system)** (\(model.permutations.count) permutation\(model.permutations.count == 1 ? "" : "s")):")
            contrast.append("")
            let failures = findings.filter { $0.code.rawValue == "lint.contrast.minimum" }
            if failures.isEmpty { contrast.append("- none") }
            for finding in failures {
                let notes = finding.notes.map(\.message).joined(separator: "; ")
                contrast.append("- \(finding.message)" + (notes.isEmpty ? "" : " (\(notes))"))
            }
        }
        lines += ["", "Contrast pairs checked, from each system's own names (the test's `contrastPairing`):", "",
                  "| system | pairs | conventions and pairs |", "|---|---|---|"] + pairing
        lines += ["", "Contrast failures (WCAG AA), per system, with the permutations where each fails and passes:"]
        lines += contrast
        lines += ["", Self.findingsEnd]
        try Self.assertSection(lines.joined(separator: "\n") + "\n", begin: Self.findingsBegin, end: Self.findingsEnd)
    }

    static func assertSection(_ generated: String, begin: String, end: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = try String(contentsOf: document, encoding: .utf8)
        guard let start = text.range(of: begin), let stop = text.range(of: end) else {
            Issue.record("docs/lint-rules.md has no section between '\(begin)' and '\(end)'", sourceLocation: sourceLocation)
            return
        }
        let current = String(text[start.lowerBound..<stop.upperBound]) + "\n"
        if Golden.isRecording {
            let updated = text.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: String(generated.dropLast()))
            try updated.write(to: document, atomically: true, encoding: .utf8)
            Issue.record("recorded docs/lint-rules.md", sourceLocation: sourceLocation)
            return
        }
        #expect(current == generated, "docs/lint-rules.md is stale: REFRACT_RECORD=1 swift test --filter LintRulesDocumentTests\n\(Golden.lineDiff(expected: current, actual: generated))", sourceLocation: sourceLocation)
    }
}
