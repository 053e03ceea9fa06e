import RefractDiagnostics
import Testing

/// The colours people get wrong, each told once, at the value, in plain words, with the fix where there
/// is one: the exact code, message, column and help of the one diagnostic each gives.
@Suite("Colour mistakes")
struct ColorMistakeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var value: String
        var code: String
        var message: String
        /// The column of the diagnostic in `{ "c": { "$type": "color", "$value": VALUE } }` (VALUE at 38).
        var column: Int
        var help: String?
        var testDescription: String { value }
    }

    @Test(arguments: [
        Case(value: ##""#12345""##, code: "color.invalid", message: "hex colour '#12345' has 5 digits", column: 38,
             help: "a hex colour has 3, 4, 6 or 8 digits"),
        Case(value: ##""#1234567""##, code: "color.invalid", message: "hex colour '#1234567' has 7 digits", column: 38,
             help: "a hex colour has 3, 4, 6 or 8 digits"),
        // Located at the digit itself: the quote is column 38, '#' 39, 'g' 42.
        Case(value: ##""#12g456""##, code: "color.invalid", message: "'g' in '#12g456' is not a hex digit", column: 42,
             help: "hex digits are 0–9 and a–f"),
        Case(value: ##""rgb(300, 0, 0)""##, code: "color.component-out-of-range",
             message: "in 'rgb(300, 0, 0)', red 300 is outside 0–255", column: 38,
             help: "CSS would clamp red to 255, which is not the colour written: write the value you meant"),
        Case(value: ##""rgba(0, 0, 0, 1.5)""##, code: "color.component-out-of-range",
             message: "in 'rgba(0, 0, 0, 1.5)', alpha 1.5 is outside 0–1", column: 38,
             help: "CSS would clamp alpha to 1, which is not the colour written: write the value you meant"),
        Case(value: ##""hsl(10, 120%, 50%)""##, code: "color.component-out-of-range",
             message: "in 'hsl(10, 120%, 50%)', saturation 120% is outside 0%–100%", column: 38,
             help: "CSS would clamp saturation to 100%, which is not the colour written: write the value you meant"),
        Case(value: ##"{ "colorSpace": "srgb", "components": [255, 128, 0] }"##, code: "color.component-out-of-range",
             message: "'srgb' components are 0–1, not 0–255", column: 76, help: "divide by 255: [1, 0.502, 0]"),
        Case(value: ##"{ "colorSpace": "srgb", "components": [255, 255, 255], "hex": "#ffffff" }"##,
             code: "color.component-out-of-range", message: "'srgb' components are 0–1, not 0–255", column: 76,
             help: "divide by 255: [1, 1, 1]"),
        Case(value: ##"{ "colorSpace": "oklch", "components": [2, -1, 30] }"##, code: "color.component-out-of-range",
             message: "in 'oklch', lightness 2 is out of range [0, 1], chroma -1 is out of range at least 0", column: 77,
             help: nil),
        Case(value: ##"{ "colorSpace": "rgb", "components": [1, 0, 0] }"##, code: "color.unknown-space",
             message: "unknown colour space 'rgb'", column: 54, help: "did you mean 'srgb'?"),
        Case(value: ##"{ "colorSpace": "srgb", "components": [0, 0, 0], "hex": "#12345" }"##, code: "color.invalid-hex",
             message: "the 'hex' fallback must be a 6-digit hex colour like '#1b8188', not '#12345' (5 digits)",
             column: 94, help: nil),
        Case(value: ##"{ "colorSpace": "srgb", "components": [0, 0, 0], "hex": "#12g456" }"##, code: "color.invalid-hex",
             message: "'g' in '#12g456' is not a hex digit", column: 98, help: "hex digits are 0–9 and a–f"),
        Case(value: ##"{ "colorSpace": "srgb", "components": [0, 0, 0], "hex": "ff8000" }"##, code: "color.invalid-hex",
             message: "the 'hex' fallback must be a 6-digit hex colour like '#1b8188', not 'ff8000', which has no '#'",
             column: 94, help: nil),
        Case(value: ##"{ "colorSpace": "srgb", "components": [0, 0, 0], "hex": "#00000080" }"##, code: "color.invalid-hex",
             message: "the 'hex' fallback must be a 6-digit hex colour like '#1b8188', not '#00000080' (8 digits)",
             column: 94, help: "alpha goes in 'alpha', not in the hex fallback"),
    ])
    func oneErrorNamingTheMistake(_ mistake: Case) throws {
        let json = #"{ "c": { "$type": "color", "$value": \#(mistake.value) } }"#
        let result = try parseTokens(json, name: "mistake")
        #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.message))")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.code.rawValue == mistake.code)
        #expect(diagnostic.message == mistake.message)
        #expect(diagnostic.span?.start.column == mistake.column)
        #expect(diagnostic.help == mistake.help)
    }

    /// The division is a fix-it on the components.
    @Test func bytesForFractionsCarryTheDivisionAsAFix() throws {
        let json = #"{ "c": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [0, 51, 255] } } }"#
        let diagnostic = try #require(try parseTokens(json, name: "bytes").diagnostics.first)
        #expect(diagnostic.fixIt?.replacement == "[0, 0.2, 1]")
        #expect(diagnostic.message == "'display-p3' components are 0–1, not 0–255")
    }

    /// A colour string CSS reads without clamping stays the compatibility warning it was.
    @Test func anInRangeStringIsTheLegacyWarning() throws {
        let json = #"{ "c": { "$type": "color", "$value": "rgb(255, 0, 0)" } }"#
        #expect(try parseTokens(json, name: "legacy").diagnostics.map(\.code.rawValue) == ["compat.legacy-color"])
    }
}
