/// The tokens of one permutation, sorted by path, with an index for lookups by path.
public struct TokenSet: Sendable {
    public private(set) var tokens: [Token]
    private var indexByPath: [TokenPath: Int]

    public init(_ tokens: [Token]) {
        // Tokens are large values: sort positions and copy each token once, and not at all when the
        // input is already in order (token files usually are).
        if zip(tokens, tokens.dropFirst()).allSatisfy({ $0.path < $1.path }) {
            self.tokens = tokens
        } else {
            self.tokens = tokens.indices.sorted { tokens[$0].path < tokens[$1].path }.map { tokens[$0] }
        }
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
