/// The tokens of one permutation, sorted by path, with an index for lookups by path.
public struct TokenSet: Sendable {
    public private(set) var tokens: [Token]
    private var indexByPath: [TokenPath: Int]

    public init(_ tokens: [Token]) {
        self.tokens = tokens.sorted { $0.path < $1.path }
        var index: [TokenPath: Int] = [:]
        index.reserveCapacity(self.tokens.count)
        for (i, token) in self.tokens.enumerated() { index[token.path] = i }
        self.indexByPath = index
    }

    public subscript(path: TokenPath) -> Token? {
        indexByPath[path].map { tokens[$0] }
    }

    public var count: Int { tokens.count }
}
