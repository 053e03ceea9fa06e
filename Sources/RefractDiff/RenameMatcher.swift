import RefractModel

/// Pairs a removed token with an added one that has the same type, the same value in every permutation
/// both sides resolved, and the same description: a move, not a removal and an unrelated addition.
/// Each token pairs at most once, the first candidate in path order winning.
enum RenameMatcher {
    struct Rename: Hashable {
        var from: TokenPath
        var to: TokenPath
    }

    /// What must be equal for a move: the description and the value in each matched permutation (nil
    /// where that permutation lacks the token). Aliases are left out: a moved alias may point elsewhere.
    struct Signature: Hashable {
        var description: String?
        var values: [TokenValue?]
    }

    static func match(
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
            renames.append(Rename(from: path, to: list.removeFirst()))
            candidates[key] = list
        }
        return renames
    }

    static func signature(_ path: TokenPath, in model: ThemedTokenSet, permutations: [Int]) -> Signature {
        let tokens = permutations.map { model.token(at: path, permutation: $0) }
        return Signature(description: tokens.lazy.compactMap { $0 }.first?.description, values: tokens.map { $0?.value })
    }
}
