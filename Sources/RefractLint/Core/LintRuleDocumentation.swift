/// docs/lint-rules.md's rule reference, generated from the rules (id, summary, level, options, docs) so
/// the page cannot drift from the code; a test compares the committed page with it.
package enum LintRuleDocumentation {
    package static let beginMarker = "<!-- BEGIN GENERATED RULES: `REFRACT_RECORD=1 swift test --filter LintRulesDocumentTests` -->"
    package static let endMarker = "<!-- END GENERATED RULES -->"

    package static func markdown() -> String {
        var lines = [beginMarker, "", "| rule | code | default | checks |", "|---|---|---|---|"]
        for rule in LintRuleInfo.all {
            lines.append("| [`\(rule.id)`](#\(anchor(rule.id))) | `\(rule.code)` | \(rule.defaultLevel.rawValue) | \(rule.summary) |")
        }
        for rule in LintRuleInfo.all {
            lines += ["", "### `\(rule.id)`", "", "\(rule.summary.prefix(1).uppercased() + rule.summary.dropFirst()).", ""]
            lines.append("Code `\(rule.code)`; default level **\(rule.defaultLevel.rawValue)**.")
            lines += ["", rule.documentation]
            if rule.options.isEmpty {
                lines += ["", "No options besides `severity`."]
            } else {
                lines += ["", "| option | type | default | meaning |", "|---|---|---|---|"]
                for option in rule.options {
                    lines.append("| `\(option.name)` | \(option.type) | \(option.defaultValue) | \(option.summary) |")
                }
            }
        }
        lines += ["", endMarker]
        return lines.joined(separator: "\n") + "\n"
    }

    /// GitHub's heading anchor of `` `contrast.minimum` ``: lowercase, without the dots and backticks.
    static func anchor(_ id: RuleID) -> String {
        String(id.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" })
    }
}
