import RefractDiagnostics
import RefractModel
import RefractParser
import Testing

/// Groups that extend groups that extend groups multiply their tokens: past
/// `ExtendsExpander.maximumCopiedTokens` (100,000) copies the expansion stops with one located error.
@Suite("$extends: the tokens it copies")
struct ExtendsTokenLimitTests {
    /// `g0` holds ten tokens; each further level `gN` holds ten groups extending `gN-1`, so level N holds
    /// 10^(N+1) tokens. Level N ≥ 1 starts on line 3 + 12 × (N - 1), its group `cK` on the K + 1st line after.
    static func document(levels: Int) -> String {
        var groups: [String] = []
        let tokens = (0..<10).map { "\"t\($0)\": {\"$type\": \"number\", \"$value\": \($0)}" }
        groups.append("\"g0\": {" + tokens.joined(separator: ", ") + "}")
        for level in 1..<levels {
            let children = (0..<10).map { "    \"c\($0)\": {\"$extends\": \"{g\(level - 1)}\"}" }
            groups.append("\"g\(level)\": {\n" + children.joined(separator: ",\n") + "\n}")
        }
        return "{\n" + groups.joined(separator: ",\n") + "\n}"
    }

    @Test func copiesPastTheLimitAreAnErrorAtTheExtendsThatPassesIt() throws {
        // Copies: 100 + 1,000 + 10,000 for levels 1 to 3, then 10,000 for each group of level 4, expanded
        // from the last written: the ninth, `g4.c1` (line 41), brings them past 100,000.
        let result = try parseTokens(Self.document(levels: 5), name: "extends")
        let errors = result.diagnostics.filter { $0.severity == .error }
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.code.rawValue == "extends.too-many-tokens")
        #expect(error.message == "'$extends' copies more than 100,000 tokens into the document")
        #expect(error.label == "this copy of 10,000 tokens passes the limit")
        #expect(error.help == "groups that extend groups that extend groups multiply their tokens; extend a group "
            + "from fewer places, or alias the tokens ('{group.token}') instead of copying their group")
        #expect(error.span?.start.line == 41)
        #expect(result.tokens.tokens.count < 111_110)
    }

    @Test func copiesWithinTheLimitAreAllMade() throws {
        let result = try parseTokens(Self.document(levels: 4), name: "extends")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(result.tokens.tokens.count == 10 + 100 + 1_000 + 10_000)
        #expect(result.tokens[TokenPath("g3.c9.c9.c9.t9")]?.value == .number(9))
    }
}
