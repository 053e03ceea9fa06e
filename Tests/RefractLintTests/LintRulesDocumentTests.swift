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

    /// Every rule at warning (names.collide at error), `contrast.minimum` with its default options: each
    /// system as published, with no configuration.
    static func configuration(for system: String) -> LintConfiguration { .everyRule }

    /// Every rule at warning (names.collide at error) on every permutation of each system.
    @Test func theCorpusFindingsAreListed() throws {
        guard Corpus.require() else { return }
        var lines = [Self.findingsBegin, "", "| system | " + LintRuleInfo.all.map { "`\($0.id)`" }.joined(separator: " | ") + " |",
                     "|---|" + String(repeating: "---|", count: LintRuleInfo.all.count)]
        var pairing: [String] = []
        var contrast: [String] = []
        var pairLists: [String] = []
        var rejectedLists: [String] = []
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
            let pairs = configuration.contrastPairs(in: model)
            let failures = findings.filter { $0.code.rawValue == "lint.contrast.minimum" }
            let failing = Set(failures.flatMap { finding in
                finding.notes.first { $0.message.hasPrefix("fails when ") }.map { note in
                    note.message.dropFirst("fails when ".count).split(separator: ";").map {
                        String($0.trimmingCharacters(in: .whitespaces).split(separator: " (").first ?? "")
                    }
                } ?? [model.permutations.first?.description ?? ""]
            })
            let byReason = ["on-*", "component", "tint", "surface"].map { reason in pairs.filter { $0.reason == reason }.count }
            let others = pairs.count - byReason.reduce(0, +)
            pairing.append(
                "| \(system) | \(pairs.count) | " + byReason.map(String.init).joined(separator: " | ")
                    + " | \(others) | \(failures.count) | \(failing.count) of \(model.permutations.count) |")
            pairLists.append("")
            pairLists.append("<details><summary>\(system): \(pairs.count) pairs</summary>")
            pairLists.append("")
            for pair in pairs {
                pairLists.append("- `\(pair.foreground)` on `\(pair.background)` (\(pair.reason)\(pair.minimumRatio < 4.5 ? ", 3:1" : ""))")
            }
            if pairs.isEmpty { pairLists.append("- none") }
            pairLists.append("")
            pairLists.append("</details>")
            let rejected = configuration.rejectedContrastCandidates(in: model)
            rejectedLists.append("")
            rejectedLists.append("<details><summary>\(system): \(rejected.count) candidates rejected</summary>")
            rejectedLists.append("")
            for candidate in rejected {
                rejectedLists.append("- `\(candidate.foreground)`" + (candidate.background.map { " on `\($0)`" } ?? "") + ": \(candidate.reason)")
            }
            if rejected.isEmpty { rejectedLists.append("- none") }
            rejectedLists.append("")
            rejectedLists.append("</details>")
            contrast.append("")
            contrast.append("**\(system)** (\(model.permutations.count) permutation\(model.permutations.count == 1 ? "" : "s")):")
            contrast.append("")
            if failures.isEmpty { contrast.append("- none") }
            for finding in failures {
                let notes = finding.notes.map(\.message).joined(separator: "; ")
                contrast.append("- \(finding.message)" + (notes.isEmpty ? "" : " (\(notes))"))
            }
        }
        lines += ["", "Contrast pairs found with no configuration, by the rule that found them (non-text pairs need 3:1), and how many fail AA:", "",
                  "| system | pairs | on-* | component | tint | surface | conventions | failing pairs | permutations with a failure |",
                  "|---|---|---|---|---|---|---|---|---|"] + pairing
        lines += ["", "Every pair found:"] + pairLists
        lines += ["", "Candidates the names suggested and the rules turned down, with why:"] + rejectedLists
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
