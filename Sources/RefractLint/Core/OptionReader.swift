import RefractDiagnostics

/// Reads a rule's options from the config, reporting what is wrong at its place: an unknown key is
/// `config.unknown-key` with the nearest key suggested, a value of the wrong kind `config.invalid`.
struct OptionReader {
    let rule: RuleID
    let entries: [LintOptionValue.Entry]
    var diagnostics: [Diagnostic] = []

    /// `allowed` are the rule's option names; `value` is the rule's mapping in `lint.rules` (nil: defaults).
    init(rule: RuleID, _ value: LintOptionValue?, allowed: [String]) {
        self.rule = rule
        guard let value else {
            entries = []
            return
        }
        guard case .mapping(let entries) = value.kind else {
            entries = []
            diagnostics.append(.error(
                "config.invalid", "the options of '\(rule)' must be a mapping, not \(value.kindName)", at: value.span))
            return
        }
        self.entries = entries.filter { $0.key != "level" }
        for entry in self.entries where !allowed.contains(entry.key) {
            let suggestion = Suggestions.nearest(to: entry.key, in: allowed)
            diagnostics.append(.error(
                "config.unknown-key", "unknown key '\(entry.key)' in lint.rules.\(rule)", at: entry.keySpan,
                help: suggestion.map { "did you mean '\($0)'?" }
                    ?? (allowed.isEmpty ? "'\(rule)' has no options besides 'level'" : "allowed: level, \(allowed.joined(separator: ", "))"),
                fixIt: suggestion.flatMap { name in entry.keySpan.map { FixIt(span: $0, replacement: name) } }))
        }
    }

    func value(_ key: String) -> LintOptionValue? { entries.first { $0.key == key }?.value }

    mutating func invalid(_ key: String, _ value: LintOptionValue, expected: String) {
        diagnostics.append(.error(
            "config.invalid", "'lint.rules.\(rule).\(key)' must be \(expected), not \(value.kindName)", at: value.span))
    }

    mutating func number(_ key: String) -> Double? {
        guard let value = value(key) else { return nil }
        if case .number(let number) = value.kind { return number }
        invalid(key, value, expected: "a number")
        return nil
    }

    mutating func bool(_ key: String) -> Bool? {
        guard let value = value(key) else { return nil }
        if case .bool(let flag) = value.kind { return flag }
        invalid(key, value, expected: "true or false")
        return nil
    }

    mutating func string(_ key: String) -> String? {
        guard let value = value(key) else { return nil }
        if case .string(let text) = value.kind { return text }
        invalid(key, value, expected: "a string")
        return nil
    }

    /// One of `choices` (matched exactly), with the nearest suggested.
    mutating func choice(_ key: String, of choices: [String]) -> String? {
        guard let value = value(key), let text = string(key) else { return nil }
        if choices.contains(text) { return text }
        let suggestion = Suggestions.nearest(to: text, in: choices)
        diagnostics.append(.error(
            "config.invalid",
            "'lint.rules.\(rule).\(key)' must be \(choices.map { "'\($0)'" }.joined(separator: ", ")), not '\(text)'",
            at: value.span, help: suggestion.map { "did you mean '\($0)'?" }))
        return nil
    }

    mutating func strings(_ key: String) -> [String]? {
        guard let value = value(key) else { return nil }
        guard case .list(let items) = value.kind else {
            invalid(key, value, expected: "a list of strings")
            return nil
        }
        return items.compactMap { item in
            if case .string(let text) = item.kind { return text }
            invalid(key, item, expected: "a string")
            return nil
        }
    }

    /// A list of mappings with exactly the `fields` given (`required` among them), for pairs and conventions.
    mutating func records(_ key: String, fields: [String], required: [String]) -> [(fields: [String: String], span: SourceSpan?)]? {
        guard let value = value(key) else { return nil }
        guard case .list(let items) = value.kind else {
            invalid(key, value, expected: "a list of mappings")
            return nil
        }
        var records: [(fields: [String: String], span: SourceSpan?)] = []
        for item in items {
            guard case .mapping(let entries) = item.kind else {
                invalid(key, item, expected: "a mapping")
                continue
            }
            var record: [String: String] = [:]
            for entry in entries {
                guard fields.contains(entry.key) else {
                    let suggestion = Suggestions.nearest(to: entry.key, in: fields)
                    diagnostics.append(.error(
                        "config.unknown-key", "unknown key '\(entry.key)' in lint.rules.\(rule).\(key)", at: entry.keySpan,
                        help: suggestion.map { "did you mean '\($0)'?" } ?? "allowed: \(fields.joined(separator: ", "))"))
                    continue
                }
                switch entry.value.kind {
                case .string(let text): record[entry.key] = text
                case .number(let number): record[entry.key] = Self.text(of: number)
                default: invalid("\(key).\(entry.key)", entry.value, expected: "a string")
                }
            }
            let missing = required.filter { record[$0] == nil }
            if !missing.isEmpty {
                diagnostics.append(.error(
                    "config.invalid",
                    "an entry of 'lint.rules.\(rule).\(key)' needs \(missing.map { "'\($0)'" }.joined(separator: " and "))",
                    at: item.span))
                continue
            }
            records.append((record, item.span))
        }
        return records
    }

    static func text(of number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
