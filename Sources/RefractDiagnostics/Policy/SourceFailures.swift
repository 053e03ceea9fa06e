/// A token source that could not be read takes its tokens with it, so every reference to one of them fails
/// too: 23 `alias.unresolved` once came before the one `resolver.file-not-found` that caused them. Such a
/// failure is reported first, and what it may have caused is folded into one note on it.
package enum SourceFailures {
    /// A file that was not read: missing, unreadable, outside the resolver's folder, of no known format or shape.
    package static let codes: Set<DiagnosticCode> = [
        "input.not-found", "input.unreadable", "input.unknown-format", "resolver.file-not-found",
        "resolver.file-outside-root", "import.legacy-shape", "import.unknown-format",
    ]

    /// What a missing file's tokens leave behind: references that name no token.
    package static let cascadeCodes: Set<DiagnosticCode> = ["alias.unresolved", "ref.unresolved", "extends.unresolved"]

    /// An error about a file not read, or not parsed (`syntax.*`).
    package static func isFailure(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && (codes.contains(diagnostic.code) || diagnostic.code.rawValue.hasPrefix("syntax."))
    }

    /// `diagnostics` without the cascade when a source failed: the first failure (by file and position)
    /// carries a note counting what was left out, per code. Unchanged when no source failed.
    package static func fold(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let failures = diagnostics.indices.filter { isFailure(diagnostics[$0]) }
        guard let first = failures.min(by: { Diagnostic.precedes(diagnostics[$0], diagnostics[$1]) }) else {
            return diagnostics
        }
        var leftOut: [DiagnosticCode: Int] = [:]
        var kept: [Diagnostic] = []
        var root = diagnostics[first]
        for (index, diagnostic) in diagnostics.enumerated() {
            if cascadeCodes.contains(diagnostic.code) {
                leftOut[diagnostic.code, default: 0] += 1
            } else if index != first {
                kept.append(diagnostic)
            }
        }
        guard !leftOut.isEmpty else { return diagnostics }
        let total = leftOut.values.reduce(0, +)
        let codes = leftOut.count == 1
            ? "\(leftOut.keys.first!)"
            : leftOut.sorted { $0.key < $1.key }.map { "\($0.value.grouped) \($0.key)" }.joined(separator: ", ")
        root.notes.append(DiagnosticNote(
            "not listed: \(total.grouped) \(total == 1 ? "reference" : "references") to tokens not found (\(codes)), "
                + "which may be defined in what was not read; fix this first"))
        return [root] + kept
    }
}
