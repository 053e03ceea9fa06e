import Testing

@testable import RefractModel

@Suite("8.1 Color: WCAG contrast")
struct ColorContrastTests {
    let black = ColorValue(space: .srgb, components: [0, 0, 0])
    let white = ColorValue(space: .srgb, components: [1, 1, 1])

    @Test("valid: black on white is 21, and contrast is symmetric")
    func blackOnWhite() {
        expectClose(black.contrastRatio(with: white), 21, tolerance: 1e-12)
        expectClose(white.contrastRatio(with: black), 21, tolerance: 1e-12)
        expectClose(white.contrastRatio(with: white), 1, tolerance: 1e-12)
    }

    static let references: [(String, String, Double)] = [
        // Ratios as WebAIM's contrast checker reports them (two decimals).
        ("#777777", "#ffffff", 4.48),
        ("#767676", "#ffffff", 4.54),
        ("#0000ff", "#ffffff", 8.59),
        ("#ff0000", "#ffffff", 4.00),
        ("#1b8188", "#ffffff", 4.623),  // the WCAG formula worked independently
    ]

    @Test("valid: reference contrast ratios", arguments: references)
    func referenceRatios(foreground: String, background: String, ratio: Double) throws {
        let fg = try #require(ColorValue(hex: foreground))
        let bg = try #require(ColorValue(hex: background))
        expectClose(fg.contrastRatio(with: bg), ratio, tolerance: 0.005)
    }

    @Test("valid: luminance of primaries")
    func luminance() {
        expectClose(ColorValue(space: .srgb, components: [1, 0, 0]).relativeLuminance, 0.2126, tolerance: 1e-12)
        expectClose(ColorValue(space: .srgb, components: [0, 1, 0]).relativeLuminance, 0.7152, tolerance: 1e-12)
        expectClose(ColorValue(space: .hsl, components: [nil, 0, 100]).relativeLuminance, 1, tolerance: 1e-12)
    }

    @Test("valid: alpha is ignored")
    func alphaIgnored() {
        let clear = ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0)
        expectClose(clear.contrastRatio(with: white), 21, tolerance: 1e-12)
    }

    @Test("valid: other spaces are judged after gamut mapping to sRGB")
    func wideGamut() {
        let p3Red = ColorValue(space: .displayP3, components: [1, 0, 0])
        expectClose(p3Red.relativeLuminance, p3Red.gamutMapped(to: .srgb).relativeLuminance, tolerance: 1e-12)
        let oklchWhite = ColorValue(space: .oklch, components: [1, 0, nil])
        expectClose(oklchWhite.contrastRatio(with: black), 21, tolerance: 1e-6)
    }
}
