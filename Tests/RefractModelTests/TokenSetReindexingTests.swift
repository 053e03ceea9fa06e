import RefractModel
import Testing

/// `TokenSet(_:reindexing:positions:)` reuses a producer's path index; whatever the producer passes,
/// lookups must agree with the plain initializer's.
@Suite("Token set reindexing")
struct TokenSetReindexingTests {
    static func token(_ path: String, _ value: Double) -> Token {
        Token(
            path: TokenPath(path), value: .number(value),
            source: SourceReference(file: "t.json", line: 1, column: 1, offset: 0, endOffset: 1))
    }

    /// The producer held "c", "a", "b" at positions 0, 1, 2.
    static let producerIndex: [TokenPath: Int] = [TokenPath("c"): 0, TokenPath("a"): 1, TokenPath("b"): 2]

    static func lookups(_ set: TokenSet) -> [String] {
        ["a", "b", "c", "d"].map { path in set[TokenPath(path)].map { "\($0.path):\($0.value)" } ?? "\(path):-" }
    }

    @Test(arguments: [
        // Right positions: the index is reused.
        ([("a", 1.0), ("b", 2.0), ("c", 3.0)], [Int32(1), 2, 0]),
        // A position named twice, one out of range, too few: the set indexes its paths itself.
        ([("a", 1.0), ("b", 2.0), ("c", 3.0)], [1, 1, 0]),
        ([("a", 1.0), ("b", 2.0), ("c", 3.0)], [1, 2, 7]),
        ([("a", 1.0), ("b", 2.0)], [1, 2]),
        // Not in path order: sorted as by the plain initializer.
        ([("b", 2.0), ("a", 1.0), ("c", 3.0)], [2, 1, 0]),
    ])
    func lookupsAgreeWithThePlainInitializer(_ tokens: [(String, Double)], _ positions: [Int32]) {
        let made = tokens.map { Self.token($0.0, $0.1) }
        let plain = TokenSet(made)
        let reindexed = TokenSet(made, reindexing: Self.producerIndex, positions: positions)
        #expect(reindexed.tokens.map(\.path) == plain.tokens.map(\.path))
        #expect(Self.lookups(reindexed) == Self.lookups(plain))
    }

    @Test func reusedIndexFindsEveryToken() {
        let set = TokenSet(
            [Self.token("a", 1), Self.token("b", 2), Self.token("c", 3)], reindexing: Self.producerIndex,
            positions: [1, 2, 0])
        #expect(Self.lookups(set) == ["a:number(1.0)", "b:number(2.0)", "c:number(3.0)", "d:-"])
    }
}
