import Testing

@testable import RefractModel

/// CSS clamps the values of `rgb()` and `hsl()` into range as it parses; the parse says which it moved, so
/// that a value the author did not mean is never clamped in silence.
@Suite("8.1 Color: values CSS clamps")
struct CSSClampedValueTests {
    @Test(arguments: [
        ("rgb(300, 0, 0)", ["red 300 → 255 (0–255)"]),
        ("rgb(0 -20 0)", ["green -20 → 0 (0–255)"]),
        ("rgb(120%, 0%, 0%)", ["red 120% → 100% (0%–100%)"]),
        ("rgba(0, 0, 0, 1.5)", ["alpha 1.5 → 1 (0–1)"]),
        ("rgb(0 0 0 / 150%)", ["alpha 150% → 100% (0%–100%)"]),
        ("hsl(10, 120%, -5%)", ["saturation 120% → 100% (0%–100%)", "lightness -5% → 0% (0%–100%)"]),
        ("rgb(255, 0, 51)", []),
        ("hsl(400, 50%, 50%)", []),  // a hue turns; it is not clamped
        ("#ff0000", []),
        ("rebeccapurple", []),
    ])
    func clampedValues(text: String, expected: [String]) throws {
        let parsed = try #require(CSSColorString.parse(text))
        #expect(parsed.clamped.map { "\($0.name) \($0.written) → \($0.kept) (\($0.range))" } == expected)
        #expect(parsed.color == ColorValue(cssString: text))
    }
}

/// Wherever a colour becomes sRGB hex (the CSS fallback, Android's resource, the preview's label), a colour
/// sRGB cannot show takes the author's `hex` fallback over a gamut mapping of its own.
@Suite("8.1 Color: the author's hex fallback")
struct AuthorsHexFallbackTests {
    static let gold = ColorValue(space: .displayP3, components: [0.95, 0.76, 0.25], hex: "#f8c33a")

    @Test func theFallbackWinsOutsideSRGB() {
        #expect(!Self.gold.isInGamut(.srgb))
        #expect(Self.gold.hexString() == "#f8c33a")
        #expect(Self.gold.hexString(includeAlpha: true) == "#f8c33aff")
        #expect(Self.gold.androidHex == "#FFF8C33A")
    }

    @Test func withoutAFallbackTheColourIsGamutMapped() {
        var mapped = Self.gold
        mapped.hex = nil
        #expect(mapped.hexString() == "#fcbf00")
    }

    /// Inside sRGB the components are exact; a disagreeing fallback is `color.hex-mismatch`'s business.
    @Test func insideSRGBTheComponentsWin() {
        let inside = ColorValue(space: .displayP3, components: [0.5, 0.5, 0.5], hex: "#000000")
        #expect(inside.hexString() == "#808080")
        let srgb = ColorValue(space: .srgb, components: [1, 0, 0], hex: "#00ff00")
        #expect(srgb.hexString() == "#ff0000")
    }
}
