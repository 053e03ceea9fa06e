/// The resolved model of a resolver document: its axes, every permutation that was resolved, one token
/// set per permutation, and an index from each token path to its token in every permutation.
///
/// Sized for 100k tokens × a few permutations: the token sets are stored once each and the index holds
/// small integers, never copies of tokens or strings.
public struct ThemedTokenSet: Sendable {
    public let axes: [Axis]
    public let permutations: [Permutation]
    /// `tokenSets[i]` is the resolution of `permutations[i]`.
    public let tokenSets: [TokenSet]
    /// Every path present in at least one permutation, sorted.
    public let paths: [TokenPath]
    /// Position of the default permutation (every axis at its default) in `permutations`, when resolved.
    public let defaultPermutationIndex: Int?
    private let positions: [TokenPath: [Int32]]

    public init(axes: [Axis], permutations: [Permutation], tokenSets: [TokenSet]) {
        precondition(permutations.count == tokenSets.count, "one token set per permutation")
        self.axes = axes
        self.permutations = permutations
        self.tokenSets = tokenSets
        var positions: [TokenPath: [Int32]] = [:]
        positions.reserveCapacity(tokenSets.first?.count ?? 0)
        let width = tokenSets.count
        for (p, set) in tokenSets.enumerated() {
            for (i, token) in set.tokens.enumerated() {
                positions[token.path, default: Array(repeating: -1, count: width)][p] = Int32(i)
            }
        }
        self.positions = positions
        self.paths = positions.keys.sorted()
        let defaults = Permutation(axes.compactMap { axis in
            axis.effectiveDefault.map { Permutation.Selection(modifier: axis.name, context: $0) }
        })
        self.defaultPermutationIndex = permutations.firstIndex(of: defaults)
    }

    /// The token at `path` in each permutation, nil where it is missing (in `permutations` order).
    public func tokens(at path: TokenPath) -> [Token?] {
        guard let row = positions[path] else { return Array(repeating: nil, count: tokenSets.count) }
        return row.enumerated().map { p, i in i < 0 ? nil : tokenSets[p].tokens[Int(i)] }
    }

    /// The token at `path` in the permutation at `index`.
    public func token(at path: TokenPath, permutation index: Int) -> Token? {
        guard let row = positions[path], row.indices.contains(index), row[index] >= 0 else { return nil }
        return tokenSets[index].tokens[Int(row[index])]
    }

    /// The position of the permutation matching `inputs` on every axis, if it was resolved.
    public func permutationIndex(_ inputs: [String: String]) -> Int? {
        permutations.firstIndex { $0.inputs == inputs }
    }

    /// The token set of the default permutation, or of the first one.
    public var defaultTokens: TokenSet? {
        defaultPermutationIndex.map { tokenSets[$0] } ?? tokenSets.first
    }
}
