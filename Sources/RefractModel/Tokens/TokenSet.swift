/// The tokens of one permutation, sorted by path, with an index for lookups by path.
public struct TokenSet: Sendable {
    public private(set) var tokens: [Token]
    /// Internal so that `ThemedTokenSet` can share it rather than hash every path again.
    private(set) var indexByPath: [TokenPath: Int]
    /// Whether no path repeats: the index keeps one entry per path, so it is as long as `tokens` exactly
    /// when each path is unique, and no path needs comparing again.
    var hasUniquePaths: Bool { indexByPath.count == tokens.count }

    public init(_ tokens: consuming [Token]) {
        // Sorted in place: tokens are large values, and sorting a copy retained every one of them.
        var sorted = consume tokens
        let wasStrictlySorted = sorted.indices.dropFirst().allSatisfy { sorted[$0 - 1].path < sorted[$0].path }
        if !wasStrictlySorted {
            sorted.sort { $0.path < $1.path }
        }
        self.tokens = sorted
        var index: [TokenPath: Int] = [:]
        index.reserveCapacity(self.tokens.count)
        for i in self.tokens.indices { index[self.tokens[i].path] = i }
        self.indexByPath = index
    }

    /// For a producer that already holds an index of the same paths by its own positions: `positions`
    /// maps those to positions in `tokens` (`tokens[k]` has the path the producer holds at `positions[k]`).
    /// Its values are replaced in place, so no path is hashed again. Falls back to the
    /// plain initializer unless the paths are unique, every one has a token, and the tokens are in path order.
    package init(_ tokens: consuming [Token], reindexing index: consuming [TokenPath: Int], positions: [Int32]) {
        let tokens = consume tokens
        guard let reindexed = Self.reindexed(consume index, positions: positions, tokens: tokens) else {
            self.init(tokens)
            return
        }
        self.init(sorted: tokens, indexByPath: reindexed)
    }

    /// `tokens` strictly sorted by path (checked by `reindexed`).
    private init(sorted tokens: [Token], indexByPath: [TokenPath: Int]) {
        self.tokens = tokens
        self.indexByPath = indexByPath
    }

    private static func reindexed(_ index: consuming [TokenPath: Int], positions: [Int32], tokens: [Token])
        -> [TokenPath: Int]?
    {
        guard index.count == tokens.count, positions.count == tokens.count,
            index.values.allSatisfy({ $0 >= 0 && $0 < positions.count }),
            tokens.indices.dropFirst().allSatisfy({ tokens[$0 - 1].path < tokens[$0].path })
        else { return nil }
        // `positions` must name each of the producer's positions once.
        var inverse = [Int](repeating: -1, count: positions.count)
        for (position, original) in positions.enumerated() {
            let original = Int(original)
            guard original >= 0, original < inverse.count, inverse[original] < 0 else { return nil }
            inverse[original] = position
        }
        // In place when the producer handed its index over: values are replaced by position, nothing is
        // hashed, copied or retained again.
        var index = consume index
        var value = index.values.startIndex
        while value != index.values.endIndex {
            index.values[value] = inverse[index.values[value]]
            index.values.formIndex(after: &value)
        }
        return index
    }

    public subscript(path: TokenPath) -> Token? {
        indexByPath[path].map { tokens[$0] }
    }

    public var count: Int { tokens.count }
}
