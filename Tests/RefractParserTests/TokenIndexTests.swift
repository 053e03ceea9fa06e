import RefractModel
import RefractParser
import RefractSyntax
import Testing

/// Aliases and lookups by path find every token of a large set of nested groups.
@Suite("Token index")
struct TokenIndexTests {
    static func parse(_ json: String) throws -> TokenParser.Result {
        try parseTokens(json, name: "index")
    }

    /// Enough tokens in nested groups that every structure grows past its first size.
    @Test func everyTokenOfALargeSetIsIndexedAndAliasable() throws {
        let groups = (0..<40).map { g in
            let members = (0..<30).map { t in #""t\#(t)": {"$value": \#(g * 100 + t)}"# }
            return #""g\#(g)": {\#(members.joined(separator: ", "))}"#
        }
        let json = #"{"$type": "number", \#(groups.joined(separator: ", ")), "alias": {"$value": "{g39.t29}"}}"#
        let parsed = try Self.parse(json)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.tokens.count == 40 * 30 + 1)
        #expect(parsed.tokens[TokenPath("g0.t0")]?.value == .number(0))
        #expect(parsed.tokens[TokenPath("g17.t5")]?.value == .number(1705))
        #expect(parsed.tokens[TokenPath("alias")]?.value == .number(3929))
        #expect(parsed.tokens[TokenPath("alias")]?.aliasOf == TokenPath("g39.t29"))
    }

    /// `$extends` deep below groups is found and expanded; tokens it adds are indexed too, beyond the
    /// count taken before expanding.
    @Test func nestedExtendsIsExpandedAndItsTokensIndexed() throws {
        let json = """
            {"$type": "number",
             "base": {"a": {"$value": 1}, "b": {"$value": 2}},
             "deep": {"inner": {"$extends": "{base}", "c": {"$value": 3}}},
             "useB": {"$value": "{deep.inner.b}"}}
            """
        let parsed = try Self.parse(json)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.tokens.tokens.map(\.path.dotted)
            == ["base.a", "base.b", "deep.inner.a", "deep.inner.b", "deep.inner.c", "useB"])
        #expect(parsed.tokens[TokenPath("useB")]?.value == .number(2))
    }

    /// `$extends` inside a token is not a group's: it is reported, and no group is expanded.
    @Test func extendsInsideATokenIsReportedNotExpanded() throws {
        let json = """
            {"$type": "number", "base": {"a": {"$value": 1}}, "t": {"$value": 2, "$extends": "{base}"}}
            """
        let parsed = try Self.parse(json)
        #expect(parsed.diagnostics.map(\.code.rawValue) == ["extends.in-token"])
        #expect(parsed.tokens.tokens.map(\.path.dotted) == ["base.a", "t"])
    }
}
