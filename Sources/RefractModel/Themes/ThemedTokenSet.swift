/// The resolved model of a resolver document: its axes, every permutation that was resolved, one token
/// set per permutation, and an index from each token path to its token in every permutation.
///
/// Each token is stored once, in its permutation's set; the index holds small integers, never copies of
/// tokens or strings, so a model of many permutations costs little more than its token sets.
public struct ThemedTokenSet: Sendable {
    public let axes: [Axis]
    public let permutations: [Permutation]
    /// `tokenSets[i]` is the resolution of `permutations[i]`.
    public let tokenSets: [TokenSet]
    /// Every path present in at least one permutation, sorted.
    public let paths: [TokenPath]
    /// Paths read only so that references resolve (Tokens Studio's `source` sets, resolver sources marked
    /// `referenceOnly`): in the model, so every value that names them resolves, but left out of every
    /// platform's output, where a reference to one is written as its value.
    public let referenceOnly: Set<TokenPath>
    /// Position of the default permutation (every axis at its default) in `permutations`, when resolved.
    public let defaultPermutationIndex: Int?
    /// Row of each path in `positions`.
    private let rows: [TokenPath: Int]
    /// `positions[row][p]`: index of the row's token in `tokenSets[p]`, nil where the permutation lacks it.
    private let positions: [[Int?]]
    /// Whether `paths[k]` is row k (no later set added paths out of order), for lookups without hashing.
    private let pathsAreRows: Bool
    /// Position of each permutation by its inputs: the theme layout and the CSS cascade look up one
    /// permutation per combination, which a linear search would make quadratic in the permutations.
    private let indexByInputs: [[String: String]: Int]

    public init(axes: [Axis], permutations: [Permutation], tokenSets: [TokenSet], referenceOnly: Set<TokenPath> = []) {
        precondition(permutations.count == tokenSets.count, "one token set per permutation")
        self.axes = axes
        self.referenceOnly = referenceOnly
        self.permutations = permutations
        self.tokenSets = tokenSets
        let width = tokenSets.count
        // The first set's rows are its token indices, so its own index is the row index: shared, not
        // rebuilt (copied on write only if a later set adds paths).
        let firstIsUnique = tokenSets.first?.hasUniquePaths ?? false
        var rows: [TokenPath: Int] = firstIsUnique ? tokenSets[0].indexByPath : [:]
        var positions: [[Int?]] = []
        positions.reserveCapacity(tokenSets.first?.count ?? 0)
        var paths: [TokenPath] = []
        paths.reserveCapacity(tokenSets.first?.count ?? 0)
        var pathsAreSorted = true
        var firstCount = 0
        for (p, set) in tokenSets.enumerated() {
            // Read in place (no `Token` copies). Permutations usually hold the same paths as the first
            // one, in the same order: then a token's row is its index and needs no hashing.
            let tokens = set.tokens
            if p == 0, firstIsUnique {
                // Sorted, with unique paths: row i is token i.
                for i in tokens.indices {
                    paths.append(tokens[i].path)
                    var row = [Int?](repeating: nil, count: width)
                    row[0] = i
                    positions.append(row)
                }
                firstCount = paths.count
                continue
            }
            for i in tokens.indices {
                let path = tokens[i].path
                if p > 0, i < firstCount, paths[i] == path {
                    positions[i][p] = i
                    continue
                }
                if let row = rows[path] {
                    positions[row][p] = i
                    continue
                }
                rows[path] = paths.count
                if let last = paths.last, !(last < path) { pathsAreSorted = false }
                paths.append(path)
                var row = [Int?](repeating: nil, count: width)
                row[p] = i
                positions.append(row)
            }
            if p == 0 { firstCount = paths.count }
        }
        self.rows = rows
        self.positions = positions
        // Each set is sorted, so the union is too unless a later set added paths between earlier ones.
        self.paths = pathsAreSorted ? paths : paths.sorted()
        self.pathsAreRows = pathsAreSorted
        let defaults = Permutation(axes.compactMap { axis in
            axis.effectiveDefault.map { Permutation.Selection(modifier: axis.name, context: $0) }
        })
        self.defaultPermutationIndex = permutations.firstIndex(of: defaults)
        var indexByInputs: [[String: String]: Int] = [:]
        indexByInputs.reserveCapacity(permutations.count)
        for (index, permutation) in permutations.enumerated() where indexByInputs[permutation.inputs] == nil {
            indexByInputs[permutation.inputs] = index
        }
        self.indexByInputs = indexByInputs
    }

    /// The token at `path` in each permutation, nil where it is missing (in `permutations` order).
    public func tokens(at path: TokenPath) -> [Token?] {
        guard let row = rows[path] else { return Array(repeating: nil, count: tokenSets.count) }
        return positions[row].enumerated().map { p, i in i.map { tokenSets[p].tokens[$0] } }
    }

    /// The token at `path` in the permutation at `index`.
    public func token(at path: TokenPath, permutation index: Int) -> Token? {
        tokenIndex(at: path, permutation: index).map { tokenSets[index].tokens[$0] }
    }

    /// Where the token at `path` sits in `tokenSets[permutation].tokens`: for reading it in place, without
    /// copying the token out.
    package func tokenIndex(at path: TokenPath, permutation index: Int) -> Int? {
        guard let row = rows[path], tokenSets.indices.contains(index) else { return nil }
        return positions[row][index]
    }

    /// Where the token at `paths[pathIndex]` sits in `tokenSets[permutation].tokens`: as
    /// `tokenIndex(at:permutation:)`, without hashing the path when walking all paths.
    package func tokenIndex(pathAt pathIndex: Int, permutation index: Int) -> Int? {
        guard paths.indices.contains(pathIndex), tokenSets.indices.contains(index) else { return nil }
        guard pathsAreRows else { return tokenIndex(at: paths[pathIndex], permutation: index) }
        return positions[pathIndex][index]
    }

    /// The position of the permutation matching `inputs` on every axis, if it was resolved.
    package func permutationIndex(_ inputs: [String: String]) -> Int? {
        indexByInputs[inputs]
    }

    /// The token set of the default permutation, or of the first one.
    var defaultTokens: TokenSet? {
        defaultPermutationIndex.map { tokenSets[$0] } ?? tokenSets.first
    }
}
