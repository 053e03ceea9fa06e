import RefractModel
import RefractParser
import RefractSyntax
import Testing

/// Each token is made as soon as it resolves and takes its path with it: what names a token resolved
/// earlier (a `$ref`, a part reference, a report) must still find its path, and tokens that come later
/// in the file may be resolved first, through an alias.
@Suite("References to tokens made earlier")
struct ResolvedTargetTests {
    static func parse(_ json: String) throws -> TokenParser.Result {
        try parseTokens(json, name: "targets")
    }

    @Test func pointerToAResolvedTokenNamesItsPath() throws {
        let json = """
            {"$type": "number",
             "base": {"$value": 4},
             "ref": {"$ref": "#/base/$value"},
             "alias": {"$value": "{late.value}"},
             "late": {"value": {"$value": 8}}}
            """
        let parsed = try Self.parse(json)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.tokens[TokenPath("ref")]?.aliasOf == TokenPath("base"))
        #expect(parsed.tokens[TokenPath("ref")]?.value == .number(4))
        #expect(parsed.tokens[TokenPath("alias")]?.aliasOf == TokenPath("late.value"))
        #expect(parsed.tokens[TokenPath("late.value")]?.path == TokenPath("late.value"))
        #expect(parsed.tokens.tokens.map(\.path.dotted) == ["alias", "base", "late.value", "ref"])
    }

    @Test func partReferenceToAResolvedTokenNamesItsPath() throws {
        let json = """
            {"width": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}},
             "line": {"$type": "border", "$value": {
               "color": {"colorSpace": "srgb", "components": [0, 0, 0]},
               "width": {"$ref": "#/width/$value"}, "style": "solid"}}}
            """
        let parsed = try Self.parse(json)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.tokens[TokenPath("line")]?.partReferences["width"] == TokenPath("width"))
    }

    @Test func mismatchWithAResolvedTokenNamesItsPath() throws {
        let json = """
            {"size": {"$type": "number", "$value": 3},
             "ref": {"$type": "color", "$ref": "#/size/$value"}}
            """
        let parsed = try Self.parse(json)
        let messages = parsed.diagnostics.map(\.message)
        #expect(messages == ["'{size}' is a number token, but color is expected here"])
        #expect(parsed.tokens.tokens.map(\.path.dotted) == ["size"])
    }
}
