import Testing

@testable import RefractModel

@Suite("8.1 Color: hex")
struct ColorHexTests {
    static let parseCases: [(String, [Double], Double, String)] = [
        ("#1b8188", [0x1b, 0x81, 0x88], 255, "#1b8188"),
        ("#1B8188", [0x1b, 0x81, 0x88], 255, "#1b8188"),
        ("#f0a", [0xff, 0x00, 0xaa], 255, "#ff00aa"),
        ("#F0A8", [0xff, 0x00, 0xaa], 0x88, "#ff00aa"),
        ("#00000080", [0, 0, 0], 0x80, "#000000"),
        ("#FFFFFFFF", [255, 255, 255], 255, "#ffffff"),
    ]

    @Test("valid: hex parses into sRGB with the 6-digit fallback", arguments: parseCases)
    func parse(text: String, bytes: [Double], alphaByte: Double, fallback: String) throws {
        let color = try #require(ColorValue(hex: text))
        #expect(color.space == .srgb)
        #expect(color.components == bytes.map { $0 / 255 })
        #expect(color.alpha == alphaByte / 255)
        #expect(color.hex == fallback)
    }

    @Test("invalid: not a hex colour", arguments: [
        "", "#", "1b8188", "#1b818", "#1b81888", "#1b8188888", "#ggg", " #fff", "#fff ", "#+1b818", "#１２３",
    ])
    func rejects(text: String) {
        #expect(ColorValue(hex: text) == nil)
    }

    static let formatCases: [(ColorValue, String, String, String)] = [
        (ColorValue(space: .srgb, components: [0x1b / 255.0, 0x81 / 255.0, 0x88 / 255.0]),
         "#1b8188", "#1b8188ff", "#FF1B8188"),
        (ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0.5), "#000000", "#00000080", "#80000000"),
        (ColorValue(space: .srgb, components: [1, 1, 1], alpha: 0), "#ffffff", "#ffffff00", "#00FFFFFF"),
        // 0.5 × 255 = 127.5 rounds up; none reads as 0; out-of-range sRGB is clamped.
        (ColorValue(space: .srgb, components: [0.5, nil, 1.2]), "#8000ff", "#8000ffff", "#FF8000FF"),
        (ColorValue(space: .hsl, components: [330, 100, 50]), "#ff0080", "#ff0080ff", "#FFFF0080"),
        (ColorValue(space: .hsl, components: [nil, 0, 100]), "#ffffff", "#ffffffff", "#FFFFFFFF"),
        (ColorValue(space: .oklch, components: [0.7016, 0.3225, 328.363]), "#ff00ff", "#ff00ffff", "#FFFF00FF"),
        (ColorValue(space: .lab, components: [29.2345, 39.3825, 20.0664]), "#7d2329", "#7d2329ff", "#FF7D2329"),
        // Gamut-mapped, not clipped: clipping would give #ff0000.
        (ColorValue(space: .displayP3, components: [1, 0, 0]), "#ff0b0c", "#ff0b0cff", "#FFFF0B0C"),
    ]

    @Test("valid: hex and Android hex formatting", arguments: formatCases)
    func format(color: ColorValue, hex: String, hexWithAlpha: String, android: String) {
        #expect(color.hexString() == hex)
        #expect(color.hexString(includeAlpha: true) == hexWithAlpha)
        #expect(color.androidHex == android)
    }

    @Test("valid: every 8-bit value survives parse and format", arguments: 0..<256)
    func byteRoundTrip(byte: Int) throws {
        let digits = String(byte, radix: 16)
        let pair = digits.count == 1 ? "0" + digits : digits
        let text = "#" + pair + "00" + pair + pair
        let color = try #require(ColorValue(hex: text))
        #expect(color.hexString(includeAlpha: true) == text)
    }
}
