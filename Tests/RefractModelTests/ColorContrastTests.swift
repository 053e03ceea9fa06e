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

    /// W3C's own test cases for WCAG 1.4.3 (ACT rule afw4f7, "Text has minimum contrast"), which print
    /// ratios cut, not rounded, to their digits (9.3976 is "9.39:1"), as a checker must not round up.
    static let w3cExamples: [(String, String, String)] = [
        ("#333333", "#ffffff", "12.6"),  // passed example 1
        ("#000000", "#666666", "3.6"),  // passed example 5: large text only
        ("#0000ee", "#ffffff", "9.39"),  // passed example 10: the default link colour
        ("#aaaaaa", "#ffffff", "2.3"),  // failed example 1
        ("#777777", "#eeeeee", "3.85"),  // failed examples 8 to 10
    ]

    @Test("valid: W3C's contrast examples", arguments: w3cExamples)
    func w3cExample(foreground: String, background: String, printed: String) throws {
        let fg = try #require(ColorValue(hex: foreground))
        let bg = try #require(ColorValue(hex: background))
        let digits = printed.split(separator: ".").last?.count ?? 0
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let cut = (fg.contrastRatio(with: bg) * scale).rounded(.down) / scale
        #expect(cut == Double(printed), "\(fg.contrastRatio(with: bg)) is not \(printed) when cut")
    }

    static let levels: [(Double, WCAGContrastLevel)] = [
        (1, .fail), (2.999, .fail), (3, .aaLarge), (4.499, .aaLarge), (4.5, .aa), (6.99, .aa), (7, .aaa), (21, .aaa),
    ]

    @Test("valid: a ratio reaches the highest level whose minimum it meets, unrounded", arguments: levels)
    func level(ratio: Double, level: WCAGContrastLevel) {
        #expect(WCAGContrastLevel(ratio: ratio) == level)
    }

    @Test("valid: W3C's failed example is AA large, its passed example AAA")
    func levelsOfW3CExamples() throws {
        let gray = try #require(ColorValue(hex: "#777777")), light = try #require(ColorValue(hex: "#eeeeee"))
        #expect(WCAGContrastLevel(ratio: gray.contrastRatio(with: light)) == .aaLarge)
        let dark = try #require(ColorValue(hex: "#333333"))
        #expect(WCAGContrastLevel(ratio: dark.contrastRatio(with: white)) == .aaa)
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

    @Test("valid: translucent text is judged composited: W3C's 30% black on white is 2.1")
    func composited() {
        let translucent = ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0.3)
        let seen = translucent.composited(over: white)
        expectClose(seen.resolvedComponents.map(Optional.some), [0.7, 0.7, 0.7], tolerance: 1e-12)
        #expect(seen.alpha == 1)
        expectClose(seen.contrastRatio(with: white), 2.1, tolerance: 0.05)  // ACT rule afw4f7, failed example 4
    }

    @Test("valid: other spaces are judged after gamut mapping to sRGB")
    func wideGamut() {
        let p3Red = ColorValue(space: .displayP3, components: [1, 0, 0])
        expectClose(p3Red.relativeLuminance, p3Red.gamutMapped(to: .srgb).relativeLuminance, tolerance: 1e-12)
        let oklchWhite = ColorValue(space: .oklch, components: [1, 0, nil])
        expectClose(oklchWhite.contrastRatio(with: black), 21, tolerance: 1e-6)
    }
}
