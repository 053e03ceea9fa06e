import RefractModel
import RefractParser
import RefractSyntax
import Testing

/// The flattener hands tokens over in path order (each group orders its members by name), so the token
/// set is sorted without sorting; the order must be exactly the string order of the dotted paths.
@Suite("Token order")
struct TokenOrderTests {
    static func parse(_ json: String) throws -> TokenParser.Result {
        try parseTokens(json, name: "order")
    }

    /// '-' sorts before '.', so the group `red-a` comes before the group `red`; a token named like a
    /// group's prefix (`re`) comes first; numbers sort as text (`10` before `2`); `$root` before names.
    @Test func tokensComeInStringOrderOfTheirPaths() throws {
        let number = #"{"$value": 1}"#
        let json = """
            {"$type": "number",
             "z": \(number),
             "red": {"2": \(number), "10": \(number), "$root": \(number), "a": {"b": \(number)}},
             "red-a": {"1": \(number)},
             "re": \(number),
             "rèd": {"x": \(number)},
             "Red": {"y": \(number)}}
            """
        let parsed = try Self.parse(json)
        #expect(parsed.diagnostics.isEmpty)
        let paths = parsed.tokens.tokens.map(\.path.dotted)
        #expect(paths == paths.sorted())
        #expect(paths == ["Red.y", "re", "red-a.1", "red.$root", "red.10", "red.2", "red.a.b", "rèd.x", "z"])
        #expect(parsed.tokens[TokenPath("red.10")]?.value == .number(1))
    }

    /// Tokens that fail to resolve are left out without disturbing the order of the others.
    @Test func failedTokensAreLeftOutInOrder() throws {
        let json = """
            {"$type": "number", "b": {"$value": "{missing}"}, "c": {"$value": 3}, "a": {"$value": "{c}"}}
            """
        let parsed = try Self.parse(json)
        #expect(parsed.diagnostics.map(\.code.rawValue) == ["alias.unresolved"])
        #expect(parsed.tokens.tokens.map(\.path.dotted) == ["a", "c"])
    }
}
