import RefractModel
import Testing

@testable import RefractParser

/// A `fontFamily` written as one CSS `font-family` string is a list of families, with a compatibility warning.
@Suite("Font stacks written as one string")
struct FontStackStringTests {
    @Test(arguments: [
        ("Inter, -apple-system, 'Segoe UI', sans-serif", ["Inter", "-apple-system", "Segoe UI", "sans-serif"] as [String]?),
        ("\"Helvetica Neue\",Arial", ["Helvetica Neue", "Arial"]),
        ("'Segoe UI'", ["Segoe UI"]),
        ("Times   New Roman , serif", ["Times New Roman", "serif"]),
        ("Inter", nil),
        ("Source Serif Pro", nil),
        ("a,,b", nil),
        ("'open, sans", nil),
        ("x 'y'", nil),
    ])
    func readAsAList(_ text: String, _ expected: [String]?) {
        #expect(LegacyFontStack.parse(text) == expected)
    }

    @Test func aStackStringIsAListAndACompatibilityWarning() throws {
        let result = try parseTokens(#"{ "body": { "$type": "fontFamily", "$value": "Inter, 'Segoe UI', sans-serif" } }"#, name: "stack")
        #expect(result.tokens.tokens.first?.value == .fontFamily(["Inter", "Segoe UI", "sans-serif"]))
        let warning = try #require(result.diagnostics.first)
        #expect(warning.code == "compat.font-stack-string")
        #expect(warning.isCompatibility)
        #expect(warning.message == "font family 'Inter, 'Segoe UI', sans-serif' is a CSS font stack; read as 3 families")
        #expect(warning.fixIt?.replacement == #"["Inter", "Segoe UI", "sans-serif"]"#)
    }

    @Test func oneFamilyStaysAsWritten() throws {
        let result = try parseTokens(#"{ "body": { "$type": "fontFamily", "$value": "SF Pro Text" } }"#, name: "one")
        #expect(result.tokens.tokens.first?.value == .fontFamily(["SF Pro Text"]))
        #expect(result.diagnostics.isEmpty)
    }

    /// An array element that is a whole CSS stack (GitHub Primer's) is the families it lists, with the same
    /// warning; the fix-it writes them as elements of the array.
    @Test func aStackInsideAnArrayIsItsFamilies() throws {
        let result = try parseTokens(#"{ "body": { "$type": "fontFamily", "$value": ["-apple-system, 'Segoe UI', Arial", "serif"] } }"#, name: "array")
        #expect(result.tokens.tokens.first?.value == .fontFamily(["-apple-system", "Segoe UI", "Arial", "serif"]))
        let warning = try #require(result.diagnostics.first)
        #expect(warning.code == "compat.font-stack-string")
        #expect(warning.fixIt?.replacement == #""-apple-system", "Segoe UI", "Arial""#)
    }
}
