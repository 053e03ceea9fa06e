import RefractModel
import RefractParser
import Testing

/// A token the importer marks as holding Tokens Studio expressions is evaluated, and the importer's note is
/// taken out of the token's extensions; the user's own extensions stay.
@Suite("Tokens Studio expressions as a token's value kind")
struct TokensStudioValueKindTests {
    @Test("valid: a marked token's math is evaluated and the note leaves its extensions")
    func markedTokenIsEvaluated() throws {
        let json = #"""
        { "base": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
          "double": { "$type": "dimension", "$value": "{base} * 2",
                      "$extensions": { "refract.tokens-studio": {}, "com.example": { "keep": true } } } }
        """#
        let result = try parseTokens(json, name: "marked")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let token = try #require(result.tokens.tokens.first { $0.path.dotted == "double" })
        #expect(token.value == .dimension(Dimension(8, .px)))
        #expect(token.extensions == .object([JSONMember(key: "com.example", value: .object([JSONMember(key: "keep", value: .bool(true))]))]))
    }

    @Test("valid: a token whose only extension is the note has no extensions")
    func noteAloneLeavesNoExtensions() throws {
        let json = #"{ "n": { "$type": "number", "$value": "4 * 2", "$extensions": { "refract.tokens-studio": {} } } }"#
        let result = try parseTokens(json, name: "alone")
        let token = try #require(result.tokens.tokens.first)
        #expect(token.value == .number(8))
        #expect(token.extensions == nil)
    }
}
