import RefractDiagnostics
import RefractModel
import RefractOutput

/// Every name given out, per class of `R`, with the token it came from: two tokens that end up with the
/// same field (`color.brand-primary` and `color.brandPrimary` are both `color_brand_primary`) are an error
/// naming both, and the second gets no resource.
///
/// Owners are kept as positions in `TokenRows`, not as tokens: a copied token costs a retain for each of
/// its references, and a large set claims a name for every resource.
struct NameRegistry {
    /// Where a claiming token sits: its path's index, for "the same token", and its place in `rows`.
    struct Claimant: Sendable {
        var pathIndex: Int32
        var permutation: Int32
        var position: Int32

        init(pathIndex: Int, permutation: Int, position: Int) {
            self.pathIndex = Int32(pathIndex)
            self.permutation = Int32(permutation)
            self.position = Int32(position)
        }
    }

    let rows: TokenRows
    /// Per class of `R`, in the order of `classes`.
    private var owners: [[String: Claimant]] = []
    private var classes: [String] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(rows: TokenRows) {
        self.rows = rows
    }

    /// Claims `name` in `rClass` for `claimant`; false, with a diagnostic, when another token holds it.
    /// The same token may claim a name again (its day and night resources share it).
    mutating func claim(_ name: String, in rClass: String, by claimant: Claimant) -> Bool {
        let field = name.replacingDots()
        let classIndex: Int
        if let known = classes.firstIndex(of: rClass) {
            classIndex = known
        } else {
            classIndex = classes.count
            classes.append(rClass)
            // Sized for a large set up front: growing a dictionary rehashes every name claimed so far.
            owners.append(Dictionary(minimumCapacity: rows.positions.first.map { $0.count / 2 } ?? 0))
        }
        // One hash for a new name (most claims); a held name gets its first owner back.
        if let owner = owners[classIndex].updateValue(claimant, forKey: field) {
            owners[classIndex][field] = owner
            if owner.pathIndex == claimant.pathIndex { return true }
            let ownerToken = token(owner)
            let token = token(claimant)
            diagnostics.append(.error(
                "android.name-collision",
                "tokens '\(ownerToken.path)' and '\(token.path)' both become the Android resource '\(rClass)/\(name)'",
                at: AndroidSpan.of(token), label: "second token",
                notes: [DiagnosticNote("'\(ownerToken.path)' is defined here", at: AndroidSpan.of(ownerToken))],
                help: "rename one of the tokens; Android names are lower snake case, so case and punctuation do not tell them apart"))
            return false
        }
        return true
    }

    private func token(_ claimant: Claimant) -> Token {
        rows.tokens[Int(claimant.permutation)][Int(claimant.position)]
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
