import Testing

/// What a colour's `hex` fallback is told: a short form (3 or 4 digits) is the compatibility warning, with
/// the 6-digit form as its fix; a fallback that is not the components' colour is a warning naming theirs.
@Suite("Hex fallback diagnostics")
struct HexFallbackDiagnosticTests {
    @Test(arguments: [
        ("[1, 0, 0]", "#f00", "compat.short-hex", "the 'hex' fallback '#f00' is not in 6-digit form", "\"#ff0000\""),
        ("[1, 0, 0]", "#f008", "compat.short-hex", "the 'hex' fallback '#f008' is not in 6-digit form", "\"#ff0000\""),
        ("[1, 0, 0]", "#00ff00", "color.hex-mismatch",
         "the 'hex' fallback '#00ff00' is not the colour of the components, which is '#ff0000'", "\"#ff0000\""),
        ("[0.5, 0.5, 0.5]", "#7f7f7f", nil, nil, nil),  // 127.5 rounds either way: one step is not a mismatch
        ("[0.5, 0.5, 0.5]", "#808080", nil, nil, nil),
        ("[0.5, 0.5, 0.5]", "#828282", "color.hex-mismatch",
         "the 'hex' fallback '#828282' is not the colour of the components, which is '#808080'", "\"#808080\""),
    ] as [(String, String, String?, String?, String?)])
    func fallback(components: String, hex: String, code: String?, message: String?, replacement: String?) throws {
        let json = #"{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": \#(components), "hex": "\#(hex)" } } }"#
        let result = try parseTokens(json, name: "hex")
        #expect(result.diagnostics.map(\.code.rawValue) == (code.map { [$0] } ?? []))
        #expect(result.diagnostics.first?.message == message)
        #expect(result.diagnostics.first?.fixIt?.replacement == replacement)
    }

    /// Outside sRGB the fallback is a gamut mapping's choice, so it is not compared.
    @Test func aWideGamutColourKeepsItsFallback() throws {
        let json = ##"{ "c": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [0, 1, 0], "hex": "#00ff00" } } }"##
        #expect(try parseTokens(json, name: "hex").diagnostics.isEmpty)
    }
}
