import RefractModel
import RefractParser
import RefractSyntax
import Testing

/// The parser flattens first and expands `$extends` only when the flattener met one, or skipped a group
/// that may hold one: what it reports and resolves must be as if every tree were expanded first.
@Suite("Extends detection")
struct ExtendsDetectionTests {
    static func parse(_ json: String) throws -> TokenParser.Result {
        try parseTokens(json, name: "extends")
    }

    @Test func extendedGroupGetsItsBaseTokens() throws {
        let json = """
            {"base": {"$type": "number", "y": {"$value": 2}},
             "ext": {"$extends": "{base}", "z": {"$type": "number", "$value": 3}},
             "alias": {"$type": "number", "$value": "{ext.y}"}}
            """
        let parsed = try Self.parse(json)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.tokens.tokens.map(\.path.dotted) == ["alias", "base.y", "ext.y", "ext.z"])
        #expect(parsed.tokens[TokenPath("alias")]?.value == .number(2))
    }

    /// The flattener skips a group with an invalid name; its `$extends` is still checked.
    @Test func extendsInAGroupWithAnInvalidNameIsChecked() throws {
        let json = """
            {"a.b": {"$extends": "{missing}"}, "t": {"$type": "number", "$value": 1}}
            """
        let parsed = try Self.parse(json)
        #expect(Set(parsed.diagnostics.map(\.code.rawValue)) == ["name.invalid-character", "extends.unresolved"])
        #expect(parsed.tokens.tokens.map(\.path.dotted) == ["t"])
    }

    /// `$extends` below a token's value is no group's: nothing to expand, nothing to report.
    @Test func extendsInsideATokenValueIsLeftAlone() throws {
        let json = """
            {"t": {"$type": "other-thing", "$value": {"$extends": "{missing}"}}}
            """
        let parsed = try Self.parse(json)
        #expect(!parsed.diagnostics.contains { $0.code.rawValue.hasPrefix("extends.") })
    }
}
