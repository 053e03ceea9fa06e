import RefractDiagnostics

/// Which rules run, at what level, with what options: the defaults, changed by `lint.rules` in the config.
public struct LintConfiguration: Sendable {
    struct Enabled: Sendable {
        var rule: any LintRule
        var severity: Severity
    }

    var enabled: [Enabled]
    /// Platforms `names.collide` checks besides those the build writes.
    package var plannedPlatforms: [String]
    /// `contrast.minimum` with its options, whatever its level: the preview badges the pairs it names.
    var contrast: ContrastMinimum

    /// Every rule at its default level and options.
    public static var recommended: LintConfiguration {
        var ignored: [Diagnostic] = []
        return read(nil, reporting: &ignored)
    }

    /// No rule at all: what `lint` measured against in the benchmark.
    public static var none: LintConfiguration { LintConfiguration(enabled: [], plannedPlatforms: [], contrast: .defaults) }

    /// Every rule on at `warning` (names.collide at error): the benchmark's and the corpus findings' setting.
    public static var everyRule: LintConfiguration {
        var ignored: [Diagnostic] = []
        let rules = LintOptionValue(.mapping(LintRules.all.map { rule in
            LintOptionValue.Entry(
                key: rule.id, keySpan: nil,
                value: LintOptionValue(.string(rule.id == NamesCollide.id ? "error" : "warning")))
        }))
        return read(LintOptionValue(.mapping([.init(key: "rules", keySpan: nil, value: rules)])), reporting: &ignored)
    }

    /// `lint: { rules: { contrast.minimum: { level: AA } } }`, or a severity alone (`values.duplicate: warning`), checked: an unknown rule or
    /// option is `config.unknown-key` with the nearest suggested, a wrong value `config.invalid`.
    package static func read(_ value: LintOptionValue?, reporting diagnostics: inout [Diagnostic]) -> LintConfiguration {
        var settings: [RuleID: LintOptionValue] = [:]
        if let value {
            if case .mapping(let entries) = value.kind {
                for entry in entries {
                    guard entry.key == "rules" else {
                        diagnostics.append(unknownKey(entry, in: "lint", allowed: ["rules"]))
                        continue
                    }
                    guard case .mapping(let rules) = entry.value.kind else {
                        diagnostics.append(.error(
                            "config.invalid", "'lint.rules' must be a mapping, not \(entry.value.kindName)", at: entry.value.span))
                        continue
                    }
                    for rule in rules {
                        guard LintRules.rule(rule.key) != nil else {
                            diagnostics.append(unknownKey(rule, in: "lint.rules", allowed: LintRules.all.map { $0.id }))
                            continue
                        }
                        settings[rule.key] = rule.value
                    }
                }
            } else {
                diagnostics.append(.error("config.invalid", "'lint' must be a mapping, not \(value.kindName)", at: value.span))
            }
        }
        var enabled: [Enabled] = []
        var planned: [String] = []
        var contrast = ContrastMinimum.defaults
        for type in LintRules.all {
            let setting = settings[type.id]
            let (level, options) = levelAndOptions(setting, of: type, reporting: &diagnostics)
            let (rule, ruleDiagnostics) = type.make(options: options)
            diagnostics += ruleDiagnostics
            if type.id == NamesCollide.id { planned = (rule as? NamesCollide)?.platforms ?? [] }
            if let configured = rule as? ContrastMinimum { contrast = configured }
            if let severity = level.severity { enabled.append(Enabled(rule: rule, severity: severity)) }
        }
        return LintConfiguration(enabled: enabled, plannedPlatforms: planned, contrast: contrast)
    }

    /// `rule: warning`, or `rule: { severity: warning, option: … }`.
    private static func levelAndOptions(
        _ setting: LintOptionValue?, of type: any LintRule.Type, reporting diagnostics: inout [Diagnostic]
    ) -> (LintLevel, LintOptionValue?) {
        guard let setting else { return (type.defaultLevel, nil) }
        var level = type.defaultLevel
        var levelValue: LintOptionValue?
        var options: LintOptionValue?
        switch setting.kind {
        case .string: levelValue = setting
        case .mapping:
            levelValue = setting["severity"]
            options = setting
        default:
            diagnostics.append(.error(
                "config.invalid", "'lint.rules.\(type.id)' must be a level or a mapping of options, not \(setting.kindName)",
                at: setting.span, help: "e.g. \(type.id): warning, or \(type.id): { severity: warning }"))
            return (level, nil)
        }
        if let levelValue {
            let names = LintLevel.allCases.map(\.rawValue)
            if case .string(let text) = levelValue.kind, let parsed = LintLevel(rawValue: text) {
                level = parsed
            } else {
                let text: String? = if case .string(let text) = levelValue.kind { text } else { nil }
                diagnostics.append(.error(
                    "config.invalid",
                    "a rule's severity must be \(names.map { "'\($0)'" }.joined(separator: ", ")), not \(text.map { "'\($0)'" } ?? levelValue.kindName)",
                    at: levelValue.span, help: text.flatMap { Suggestions.nearest(to: $0, in: names) }.map { "did you mean '\($0)'?" }))
            }
        }
        if type.id == NamesCollide.id, level != .error {
            diagnostics.append(.error(
                "config.invalid", "'names.collide' is always an error: the build stops on the names it finds",
                at: levelValue?.span, help: "remove the severity; 'platforms' adds platforms to check"))
            level = .error
        }
        return (level, options)
    }

    private static func unknownKey(_ entry: LintOptionValue.Entry, in place: String, allowed: [String]) -> Diagnostic {
        let suggestion = Suggestions.nearest(to: entry.key, in: allowed)
        return .error(
            "config.unknown-key", "unknown key '\(entry.key)' in \(place)", at: entry.keySpan,
            help: suggestion.map { "did you mean '\($0)'?" } ?? "allowed: \(allowed.joined(separator: ", "))",
            fixIt: suggestion.flatMap { name in entry.keySpan.map { FixIt(span: $0, replacement: name) } })
    }
}

/// Runs the enabled rules over a subject.
package enum LintRunner {
    package static func run(_ subject: LintSubject, _ configuration: LintConfiguration) -> [Diagnostic] {
        configuration.enabled.flatMap { $0.rule.check(subject, severity: $0.severity) }
    }
}
