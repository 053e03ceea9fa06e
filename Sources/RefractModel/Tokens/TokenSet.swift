/// The tokens of one permutation, sorted by path, with an index for lookups by path.
public struct TokenSet: Sendable {
    public private(set) var tokens: [Token]
    /// Internal so that `ThemedTokenSet` can share it rather than hash every path again.
    private(set) var indexByPath: [TokenPath: Int]
    /// Whether no path repeats: the index keeps one entry per path, so it is as long as `tokens` exactly
    /// when each path is unique, and no path needs comparing again.
    var hasUniquePaths: Bool { indexByPath.count == tokens.count }

    public init(_ tokens: [Token]) {
        // The parser hands its tokens over in path order: checking costs one comparison per token, where
        // sorting copies every token.
        let isSorted = tokens.indices.dropFirst().allSatisfy { !(tokens[$0].path < tokens[$0 - 1].path) }
        self.tokens = isSorted ? tokens : tokens.sorted { $0.path < $1.path }
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
