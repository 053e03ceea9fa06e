import RefractModel

/// Pairs a removed token with an added one: first by stable id (`Token.stableID`: the same id on both sides is
/// the same token, whatever its value now), then, for the tokens left, by the same type, the same value in
/// every permutation both sides resolved and the same description: a move, not a removal and an unrelated
/// addition. Each token pairs at most once, the first candidate in path order winning.
enum RenameMatcher {
    struct Rename: Hashable {
        var from: TokenPath
        var to: TokenPath
        /// The stable id both sides share, when the pair was made by id.
        var id: String? = nil
    }

    static func match(
        removed: [TokenPath], added: [TokenPath], old: ThemedTokenSet, new: ThemedTokenSet, pairs: PermutationPairs
    ) -> [Rename] {
        let byID = matchByID(removed: removed, added: added, old: old, new: new)
        let pairedFrom = Set(byID.map(\.from)), pairedTo = Set(byID.map(\.to))
        return byID + matchByValue(
            removed: removed.filter { !pairedFrom.contains($0) }, added: added.filter { !pairedTo.contains($0) },
            old: old, new: new, pairs: pairs)
    }

    /// A removed and an added token with the same stable id, in removed path order.
    static func matchByID(removed: [TokenPath], added: [TokenPath], old: ThemedTokenSet, new: ThemedTokenSet) -> [Rename] {
        var addedByID: [String: TokenPath] = [:]
        for path in added {
            if let id = stableID(path, in: new), addedByID[id] == nil { addedByID[id] = path }
        }
        guard !addedByID.isEmpty else { return [] }
        return removed.compactMap { path in
            guard let id = stableID(path, in: old), let to = addedByID.removeValue(forKey: id) else { return nil }
            return Rename(from: path, to: to, id: String(id.drop { $0 != ":" }.dropFirst()))
        }
    }

    /// The token's id in the first permutation that has the token.
    static func stableID(_ path: TokenPath, in model: ThemedTokenSet) -> String? {
        model.tokens(at: path).lazy.compactMap { $0 }.first?.stableID
    }

    /// What must be equal for a move: the description and the value in each matched permutation (nil
    /// where that permutation lacks the token). Aliases are left out: a moved alias may point elsewhere.
    struct Signature: Hashable {
        var description: String?
        var values: [TokenValue?]
    }

    static func matchByValue(
        removed: [TokenPath], added: [TokenPath], old: ThemedTokenSet, new: ThemedTokenSet, pairs: PermutationPairs
    ) -> [Rename] {
        guard !removed.isEmpty, !added.isEmpty, !pairs.matched.isEmpty else { return [] }
        var candidates: [Signature: [TokenPath]] = [:]
        for path in added {
            candidates[signature(path, in: new, permutations: pairs.matched.map(\.new)), default: []].append(path)
        }
        var renames: [Rename] = []
        for path in removed {
            let key = signature(path, in: old, permutations: pairs.matched.map(\.old))
            // A token that none of the matched permutations has carries no value to compare.
            guard key.values.contains(where: { $0 != nil }), var list = candidates[key], !list.isEmpty else { continue }
            // Two tokens with ids of their own are two tokens, however alike their values.
            let id = stableID(path, in: old)
            guard let index = list.firstIndex(where: { id == nil || stableID($0, in: new) == nil }) else { continue }
            renames.append(Rename(from: path, to: list.remove(at: index)))
            candidates[key] = list
        }
        return renames
    }

    static func signature(_ path: TokenPath, in model: ThemedTokenSet, permutations: [Int]) -> Signature {
        let tokens = permutations.map { model.token(at: path, permutation: $0) }
        return Signature(description: tokens.lazy.compactMap { $0 }.first?.description, values: tokens.map { $0?.value })
    }
}
