import RefractModel

/// The path index of each alias's target, found once per aliasing path, and per permutation whether the
/// alias becomes `var(--name)`: a build's permutations mostly share their aliases, and the same alias is
/// asked about when its cell is formatted and again when permutations are compared; hashing the target's
/// path and reading its type each time showed.
struct CSSAliasTargets {
    /// Per aliasing path index: the target last looked up for it (nil before the first lookup).
    private var targets: [TokenPath?]
    /// Per aliasing path index: the index in `model.paths` of `targets[i]`, -1 when no permutation has it.
    private var indices: [Int32]
    /// `answers[source * permutationCount + permutation]`: what `emittedIndex` answered for the target in
    /// `targets[source]`, -1 for none, `Self.unknown` before it is asked.
    private var answers: [Int32]
    private let permutationCount: Int
    static let unknown: Int32 = -2

    init(pathCount: Int, permutationCount: Int) {
        targets = Array(repeating: nil, count: pathCount)
        indices = Array(repeating: -1, count: pathCount)
        answers = Array(repeating: Self.unknown, count: pathCount * permutationCount)
        self.permutationCount = permutationCount
    }

    /// The index in `model.paths` of `target`, aliased by the token at `source` (an index in `model.paths`);
    /// nil when no permutation has `target`. A permutation whose alias differs is looked up and kept instead,
    /// forgetting the answers about the previous target.
    mutating func pathIndex(
        of target: TokenPath, aliasedFrom source: Int, in permutation: Int, model: ThemedTokenSet,
        pathIndices: [[Int32]]
    ) -> Int? {
        if targets[source] != target { learn(target, aliasedFrom: source, in: permutation, model, pathIndices) }
        let known = indices[source]
        return known < 0 ? nil : Int(known)
    }

    /// The answer kept for `source`'s alias to `target` in `permutation`: `unknown` unless it was kept for
    /// that same target.
    func answer(for target: TokenPath, aliasedFrom source: Int, in permutation: Int) -> Int32 {
        targets[source] == target ? answers[source * permutationCount + permutation] : Self.unknown
    }

    /// Keeps an answer about the target last looked up for `source` (by `pathIndex`).
    mutating func keep(_ answer: Int32, aliasedFrom source: Int, in permutation: Int) {
        answers[source * permutationCount + permutation] = answer
    }

    private mutating func learn(
        _ target: TokenPath, aliasedFrom source: Int, in permutation: Int, _ model: ThemedTokenSet,
        _ pathIndices: [[Int32]]
    ) {
        // The asking permutation first: the target is nearly always there.
        var found = Self.pathIndex(of: target, in: permutation, model: model, pathIndices: pathIndices)
        for candidate in pathIndices.indices where found < 0 && candidate != permutation {
            found = Self.pathIndex(of: target, in: candidate, model: model, pathIndices: pathIndices)
        }
        targets[source] = target
        indices[source] = found
        for slot in source * permutationCount..<(source + 1) * permutationCount { answers[slot] = Self.unknown }
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
