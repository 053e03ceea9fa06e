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

    /// Every rule at warning (names.collide at error) on every permutation of each system.
    @Test func theCorpusFindingsAreListed() throws {
        guard Corpus.require() else { return }
        var lines = [Self.findingsBegin, "", "| system | " + LintRuleInfo.all.map { "`\($0.id)`" }.joined(separator: " | ") + " |",
                     "|---|" + String(repeating: "---|", count: LintRuleInfo.all.count)]
        var contrast: [String] = []
        for system in Self.systems {
            let resolver = Corpus.examples.appendingPathComponent(system + ".resolver.json").path
            let load = TokenLoader.run(LoadRequest(inputs: [resolver]))
            let model = try #require(load.model)
            let options = Dictionary(uniqueKeysWithValues: PlatformRegistry.names.map { ($0, PlatformOptions(destination: $0)) })
            let findings = LintStage.run(model, .everyRule, built: PlatformRegistry.names, options: options)
            let counts = LintRuleInfo.all.map { rule in
                findings.filter { $0.code.rawValue == rule.code || (rule.id == "names.collide" && $0.code.rawValue.hasSuffix("name-collision")) }.count
            }
            lines.append("| \(system) | " + counts.map(String.init).joined(separator: " | ") + " |")
            for finding in findings where finding.code.rawValue == "lint.contrast.minimum" {
                let notes = finding.notes.map(\.message).joined(separator: "; ")
                contrast.append("- \(system): \(finding.message)" + (notes.isEmpty ? "" : " (\(notes))"))
            }
        }
        lines += ["", "Contrast failures (WCAG AA, default conventions):", ""]
        lines += contrast.isEmpty ? ["- none"] : contrast
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
