import RefractDiagnostics
import RefractModel

/// Every name given out, per class of `R`, with the token it came from: two tokens that end up with the
/// same field (`color.brand-primary` and `color.brandPrimary` are both `color_brand_primary`) are an error
/// naming both, and the second gets no resource.
struct NameRegistry {
    /// The token claiming a name; `pathIndex` tells one token's permutations from another token.
    struct Claimant {
        var pathIndex: Int
        var token: Token
    }

    private struct Field: Hashable {
        var rClass: RClass
        var name: String
    }

    private var owners: [Field: Claimant] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    /// Claims `name` in `rClass` for `claimant`; false, with a diagnostic, when another token holds it.
    /// The same token may claim a name again (its day and night resources share it). Style names are
    /// claimed as their `R` fields, where dots are underscores.
    mutating func claim(_ name: String, in rClass: RClass, by claimant: Claimant) -> Bool {
        let field = Field(rClass: rClass, name: rClass == .style ? AndroidName.field(ofStyle: name) : name)
        guard let owner = owners[field] else {
            owners[field] = claimant
            return true
        }
        if owner.pathIndex == claimant.pathIndex { return true }
        diagnostics.append(.error(
            "android.name-collision",
            "tokens '\(owner.token.path)' and '\(claimant.token.path)' both become the Android resource '\(rClass.rawValue)/\(name)'",
            at: AndroidSpan.of(claimant.token), label: "second token",
            notes: [DiagnosticNote("'\(owner.token.path)' is defined here", at: AndroidSpan.of(owner.token))],
            help: "rename one of the tokens; Android names are lower snake case, so case and punctuation do not tell them apart"))
        return false
    }
}
