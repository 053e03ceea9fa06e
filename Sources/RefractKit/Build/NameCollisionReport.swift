import RefractBackend
import RefractDiagnostics

/// Two tokens that several platforms name alike are one mistake: each backend reports it in its own words
/// (`swift.name-collision`, `css.name-collision`, …), and the report folds those of one pair into one
/// `name.collision` listing the platforms, each with the name it gives. Folded after policy, so only
/// findings of the same severity fold, and no backend needs to know another's names. A Figma code syntax
/// that the platforms reading it cannot use folds the same way (`CodeSyntaxNames.folded`).
package enum NameCollisionReport {
    static let code: DiagnosticCode = "name.collision"
    static let platformCodes: [DiagnosticCode: String] = Dictionary(
        uniqueKeysWithValues: ["android", "compose", "css", "json", "swift"].map { (DiagnosticCode("\($0).name-collision"), $0) })

    package static func folded(_ findings: [Diagnostic]) -> [Diagnostic] {
        let diagnostics = CodeSyntaxNames.folded(findings)
        var groups: [Key: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            guard let key = Key(diagnostic) else { continue }
            groups[key, default: []].append(index)
        }
        var replaced: [Int: Diagnostic] = [:]
        var dropped = Set<Int>()
        for (key, members) in groups where members.count > 1 {
            let findings = members.map { diagnostics[$0] }
            replaced[members[0]] = fold(findings, key: key)
            dropped.formUnion(members.dropFirst())
        }
        guard !replaced.isEmpty else { return diagnostics }
        return diagnostics.indices.compactMap { index in
            dropped.contains(index) ? nil : replaced[index] ?? diagnostics[index]
        }
    }

    /// One pair of tokens, as the findings of every platform locate it: the second token (the finding's
    /// span) and the first (the note "'path' is defined here"), at one severity.
    struct Key: Hashable {
        var severity: Severity
        var span: SourceSpan
        var first: String
        var firstSpan: SourceSpan?
        var second: String

        init?(_ diagnostic: Diagnostic) {
            guard NameCollisionReport.platformCodes[diagnostic.code] != nil, let span = diagnostic.span,
                  let note = diagnostic.notes.first, note.message.hasSuffix("' is defined here"),
                  let first = Self.quoted(in: note.message).first
            else { return nil }
            let paths = Self.quoted(in: diagnostic.message).prefix(2)
            guard paths.count == 2, paths.contains(first), let second = paths.first(where: { $0 != first }) else { return nil }
            self.severity = diagnostic.severity
            self.span = span
            self.first = first
            self.firstSpan = note.span
            self.second = second
        }

        /// The texts in single quotes, in order.
        static func quoted(in text: String) -> [String] {
            text.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
    }

    static func fold(_ findings: [Diagnostic], key: Key) -> Diagnostic {
        let byPlatform = findings.compactMap { finding in platformCodes[finding.code].map { ($0, finding) } }
            .sorted { $0.0 < $1.0 }
        let platforms = byPlatform.map(\.0)
        let names = byPlatform.map { platform, finding in
            let name = finding.message.range(of: "both become ").map { String(finding.message[$0.upperBound...]) } ?? finding.message
            return DiagnosticNote("\(platform): \(name)")
        }
        return Diagnostic(
            key.severity, code,
            "tokens '\(key.first)' and '\(key.second)' get one name on \(list(platforms))", at: key.span,
            label: "second token",
            notes: names + [DiagnosticNote("'\(key.first)' is defined here", at: key.firstSpan)],
            help: "rename one of the tokens, or give one another path on these platforms with `rename:` in the config"
                + " (platforms: { \(platforms[0]): { rename: { \(key.second): <new path> } } })")
    }

    /// `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
