import RefractModel

/// The path index of each alias's target, found once per aliasing path and permutation (and once for all
/// permutations that alias the same target), and per permutation whether the alias becomes
/// `var(--name)`: the same alias is asked about when its cell is formatted and again when permutations
/// are compared; hashing the target's path and reading its type each time showed. Light and dark often
/// alias different targets: one slot per path made them evict each other, looked up again each time.
struct CSSAliasTargets {
    /// `targets[source * permutationCount + permutation]`: the target last looked up for that aliasing path
    /// in that permutation (nil before the first lookup).
    private var targets: [TokenPath?]
    /// At the same place: the index in `model.paths` of the target, -1 when no permutation has it.
    private var indices: [Int32]
    /// At the same place: what `emittedIndex` answered for the target, -1 for none, `Self.unknown` before
    /// it is asked.
    private var answers: [Int32]
    private let permutationCount: Int
    static let unknown: Int32 = -2

    init(pathCount: Int, permutationCount: Int) {
        targets = Array(repeating: nil, count: pathCount * permutationCount)
        indices = Array(repeating: -1, count: pathCount * permutationCount)
        answers = Array(repeating: Self.unknown, count: pathCount * permutationCount)
        self.permutationCount = permutationCount
    }

    /// The index in `model.paths` of `target`, aliased by the token at `source` (an index in `model.paths`)
    /// in `permutation`; nil when no permutation has `target`. A new target for that place is looked up and
    /// kept instead, forgetting the answer about the previous one.
    mutating func pathIndex(
        of target: TokenPath, aliasedFrom source: Int, in permutation: Int, model: ThemedTokenSet,
        pathIndices: [[Int32]]
    ) -> Int? {
        let slot = source * permutationCount + permutation
        if targets[slot] != target { learn(target, slot: slot, source: source, in: permutation, model, pathIndices) }
        let known = indices[slot]
        return known < 0 ? nil : Int(known)
    }

    /// The answer kept for `source`'s alias to `target` in `permutation`: `unknown` unless it was kept for
    /// that same target.
    func answer(for target: TokenPath, aliasedFrom source: Int, in permutation: Int) -> Int32 {
        let slot = source * permutationCount + permutation
        return targets[slot] == target ? answers[slot] : Self.unknown
    }

    /// Keeps an answer about the target last looked up for `source` in `permutation` (by `pathIndex`).
    mutating func keep(_ answer: Int32, aliasedFrom source: Int, in permutation: Int) {
        answers[source * permutationCount + permutation] = answer
    }

    private mutating func learn(
        _ target: TokenPath, slot: Int, source: Int, in permutation: Int, _ model: ThemedTokenSet,
        _ pathIndices: [[Int32]]
    ) {
        targets[slot] = target
        answers[slot] = Self.unknown
        // Another permutation that aliases the same target knows its index: comparing two paths is cheaper
        // than hashing one.
        for other in source * permutationCount..<(source + 1) * permutationCount where other != slot {
            if targets[other] == target {
                indices[slot] = indices[other]
                return
            }
        }
        // The asking permutation first: the target is nearly always there.
        var found = Self.pathIndex(of: target, in: permutation, model: model, pathIndices: pathIndices)
        for candidate in pathIndices.indices where found < 0 && candidate != permutation {
            found = Self.pathIndex(of: target, in: candidate, model: model, pathIndices: pathIndices)
        }
        indices[slot] = found
    }

    private static func pathIndex(
        of target: TokenPath, in permutation: Int, model: ThemedTokenSet, pathIndices: [[Int32]]
    ) -> Int32 {
        guard let position = model.tokenIndex(at: target, permutation: permutation),
            position < pathIndices[permutation].count
        else { return -1 }
        return pathIndices[permutation][position]
    }
}
