/// The tokens of one permutation, sorted by path, with an index for lookups by path.
public struct TokenSet: Sendable {
    public private(set) var tokens: [Token]
    /// Internal so that `ThemedTokenSet` can share it rather than hash every path again.
    private(set) var indexByPath: [TokenPath: Int]

    public init(_ tokens: consuming [Token]) {
        // Sorted in place: tokens are large values, and sorting a copy retained every one of them.
        var sorted = consume tokens
        if !sorted.indices.dropFirst().allSatisfy({ sorted[$0 - 1].path < sorted[$0].path }) {
            sorted.sort { $0.path < $1.path }
        }
        self.tokens = sorted
        var index: [TokenPath: Int] = [:]
        index.reserveCapacity(self.tokens.count)
        for i in self.tokens.indices { index[self.tokens[i].path] = i }
        self.indexByPath = index
    }

    public subscript(path: TokenPath) -> Token? {
        indexByPath[path].map { tokens[$0] }
    }

    public var count: Int { tokens.count }
}
