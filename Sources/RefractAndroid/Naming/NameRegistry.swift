import RefractDiagnostics
import RefractModel

/// Every name given out, per class of `R`, with the token it came from: two tokens that end up with the
/// same field (`color.brand-primary` and `color.brandPrimary` are both `color_brand_primary`) are an error
/// naming both, and the second gets no resource.
struct NameRegistry {
    private var owners: [String: [String: Token]] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    /// Claims `name` in `rClass` for `token`; false, with a diagnostic, when another token holds it.
    /// The same token may claim a name again (its day and night resources share it).
    mutating func claim(_ name: String, in rClass: String, by token: Token) -> Bool {
        let field = name.replacingDots()
        if let owner = owners[rClass]?[field] {
            if owner.path == token.path { return true }
            diagnostics.append(.error(
                "android.name-collision",
                "tokens '\(owner.path)' and '\(token.path)' both become the Android resource '\(rClass)/\(name)'",
                at: AndroidSpan.of(token), label: "second token",
                notes: [DiagnosticNote("'\(owner.path)' is defined here", at: AndroidSpan.of(owner))],
                help: "rename one of the tokens; Android names are lower snake case, so case and punctuation do not tell them apart"))
            return false
        }
        owners[rClass, default: [:]][field] = token
        return true
    }
}

extension String {
    /// A style name as its `R.style` field: `TextAppearance.Tokens.Body` → `TextAppearance_Tokens_Body`.
    func replacingDots() -> String {
        guard utf8.contains(UInt8(ascii: ".")) else { return self }
        return String(unicodeScalars.map { $0 == "." ? "_" : Character($0) })
    }
}

enum AndroidSpan {
    /// A token's key sits on one line, so the end column follows from the offsets.
    static func of(_ token: Token) -> SourceSpan {
        let source = token.source
        return SourceSpan(
            file: source.file,
            start: SourcePosition(line: source.line, column: source.column, offset: source.offset),
            end: SourcePosition(
                line: source.line, column: source.column + max(0, source.endOffset - source.offset),
                offset: source.endOffset))
    }
}
