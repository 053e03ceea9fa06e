import RefractDiagnostics
import Testing

/// An alias with no `$type` of its own takes its target's type before its group's (DTCG §5.2.3), so a token
/// in a `color` group that aliases a dimension becomes a dimension: told as a warning, at the alias.
@Suite("Aliases against their group's type")
struct GroupTypeAliasTests {
    static let size = #""size": { "$type": "dimension", "s": { "$value": { "value": 4, "unit": "px" } } }"#
    static let brand = #""brand": { "$type": "color", "red": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } }"#

    @Test(arguments: [
        // A dimension in a colour group: the warning, naming both types, and the token stays a dimension.
        (#""color": { "$type": "color", "a": { "$value": "{size.s}" } }"#,
         ["warning alias.group-type-differs 'color.a' is in a color group but aliases '{size.s}', a dimension token, so it is a dimension"]),
        // The type said on the token itself: the author means it, so nothing to say.
        (#""color": { "$type": "color", "a": { "$type": "dimension", "$value": "{size.s}" } }"#, []),
        // A colour aliasing a colour, and an alias outside any typed group: nothing.
        (#""color": { "$type": "color", "a": { "$value": "{brand.red}" } }"#, []),
        (#""other": { "a": { "$value": "{size.s}" } }"#, []),
    ])
    func aliasAgainstItsGroup(_ group: String, _ expected: [String]) throws {
        let json = "{ \(Self.size), \(Self.brand), \(group) }"
        let result = try parseTokens(json, name: "group-type")
        #expect(result.diagnostics.map { "\($0.severity) \($0.code) \($0.message)" } == expected)
    }

    @Test func theWarningCarriesTheFix() throws {
        let json = "{ \(Self.size), \"color\": { \"$type\": \"color\", \"a\": { \"$value\": \"{size.s}\" } } }"
        let diagnostic = try #require(try parseTokens(json, name: "group-type").diagnostics.first)
        #expect(diagnostic.help == #"alias a color token, or give the token "$type": "dimension" if a dimension is meant"#)
        #expect(diagnostic.notes.map(\.message) == ["'size.s' is defined here"])
    }
}
