import RefractDiagnostics
import RefractModel
import RefractOutput

/// Every name given out, per class of `R`, with the token it came from: two tokens that end up with the
/// same field (`color.brand-primary` and `color.brandPrimary` are both `color_brand_primary`) are an error
/// naming both, and the second gets no resource.
struct NameRegistry {
    /// The token claiming a name, by its place in the model: `pathIndex` tells one token's permutations
    /// from another token, and `permutation` says which of them the diagnostic points at.
    struct Claimant {
        var pathIndex: Int
        var permutation: Int
    }

    private struct Field: Hashable {
        var rClass: RClass
        var name: String
    }

    let model: ThemedTokenSet
    private var owners: [Field: Claimant] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// Pairs already noted as sharing a name harmlessly, so a day and a night claim say it once.
    private var notedPairs: Set<[Int]> = []

    init(model: ThemedTokenSet) {
        self.model = model
        // Most tokens claim one name.
        owners.reserveCapacity(model.paths.count)
    }

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
        guard let ownerToken = token(owner), let token = token(claimant) else { return false }
        if model.sharesNameHarmlessly(ownerToken.path, token.path) {
            if notedPairs.insert([owner.pathIndex, claimant.pathIndex]).inserted {
                diagnostics.append(SharedName.note(
                    ownerToken.path, token.path, become: "the Android resource '\(rClass.rawValue)/\(name)'", at: SourceSpan(token.source)))
            }
            return false
        }
        diagnostics.append(.error(
            "android.name-collision",
            "tokens '\(ownerToken.path)' and '\(token.path)' both become the Android resource '\(rClass.rawValue)/\(name)'",
            at: SourceSpan(token.source), label: "second token",
            notes: [DiagnosticNote("'\(ownerToken.path)' is defined here", at: SourceSpan(ownerToken.source))],
            help: "rename one of the tokens, or give one another path on this platform with 'rename:' (platforms.android.rename); Android names are lower snake case, so case and punctuation do not tell them apart"))
        return false
    }

    private func token(_ claimant: Claimant) -> Token? {
        model.token(at: model.paths[claimant.pathIndex], permutation: claimant.permutation)
    }
}
