import Testing

/// What a DTCG read says of Tokens Studio's math, references inside strings and `$`-less members: what
/// the value is and what to write instead (exact text).
@Suite("Tokens Studio syntax in a DTCG read")
struct TokensStudioSyntaxTests {
    @Test(arguments: [
        (#"{ "$type": "dimension", "$value": "{a} * 2" }"#,
         "'{a} * 2' is a math expression, which is Tokens Studio syntax, not DTCG",
         "DTCG has no math: write the computed value"),
        (#"{ "$type": "dimension", "$value": "{a} * {a}" }"#,
         "'{a} * {a}' is a math expression, which is Tokens Studio syntax, not DTCG",
         "DTCG has no math: write the computed value"),
        (#"{ "$type": "number", "$value": "-{a}" }"#,
         "'-{a}' is a math expression, which is Tokens Studio syntax, not DTCG",
         "DTCG has no math: write the computed value"),
        (#"{ "$type": "border", "$value": "1px solid {e}" }"#,
         "'1px solid {e}' has a reference inside a string, which is Tokens Studio syntax, not DTCG",
         "a DTCG alias is the whole value ('{e}'): write the value out, or use the type's object form with an alias as one of its parts"),
        (#"{ "$type": "color", "$value": "rgba({e}, 0.5)" }"#,
         "'rgba({e}, 0.5)' has a reference inside a string, which is Tokens Studio syntax, not DTCG",
         "a DTCG alias is the whole value ('{e}'): write the value out, or use the type's object form with an alias as one of its parts"),
        (#"{ "value": "{a}", "type": "dimension" }"#,
         "'b.value' must be a token or a group object, not string",
         "Tokens Studio writes 'value'; DTCG writes '$value'"),
        (#"{ "$type": "dimension", "$value": "{a" }"#, "invalid alias '{a': missing closing '}'", nil),
        (#"{ "$type": "dimension", "$value": "{{a}}" }"#, "invalid alias '{{a}}': nested braces are not allowed", nil),
    ] as [(String, String, String?)])
    func diagnostic(token: String, message: String, help: String?) throws {
        let json = #"{ "a": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } }, "b": \#(token), "#
            + #""e": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } }"#
        let result = try parseTokens(json, name: "studio")
        let first = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(first.message == message)
        #expect(first.help == help)
    }

    /// Opaque strings may hold braces and operators (Primer's media queries): no finding.
    @Test func anUnknownTypeKeepsItsString() throws {
        let result = try parseTokens(
            #"{ "q": { "$type": "string", "$value": "(min-width: {size.sm} - 1px)" } }"#, name: "studio")
        #expect(result.diagnostics.allSatisfy { $0.code.rawValue != "alias.syntax" })
    }
}
