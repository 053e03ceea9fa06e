import Testing

@testable import RefractModel

@Suite("8.1 Color: APCA contrast (APCA-W3 0.0.98G-4g)")
struct ColorAPCATests {
    static let published: [(String, String, Double)] = [
        // The test values the APCA authors publish for the G-4g constants (SAPC-APCA documentation,
        // "Test Values for APCA W3"): text first, then background. Together they exercise every constant:
        // both polarities, the black soft clamp and the low-contrast clip.
        ("#888888", "#ffffff", 63.056469930209424),
        ("#ffffff", "#888888", -68.54146436644962),
        ("#000000", "#aaaaaa", 58.146262578561334),
        ("#aaaaaa", "#000000", -56.24113336839742),
        ("#112233", "#ddeeff", 91.66830811481631),
        ("#ddeeff", "#112233", -93.06770049484275),
        ("#112233", "#444444", 8.32326136957393),
        ("#444444", "#112233", -7.526878460278154),
    ]

    @Test("valid: the published APCA test values", arguments: published)
    func publishedValues(text: String, background: String, lc: Double) throws {
        let textColor = try #require(ColorValue(hex: text))
        let backgroundColor = try #require(ColorValue(hex: background))
        expectClose(textColor.apcaContrast(on: backgroundColor), lc, tolerance: 1e-9)
    }

    @Test("valid: black on white and white on black, the extremes")
    func extremes() {
        let black = ColorValue(space: .srgb, components: [0, 0, 0])
        let white = ColorValue(space: .srgb, components: [1, 1, 1])
        expectClose(black.apcaContrast(on: white), 106.04, tolerance: 0.01)
        expectClose(white.apcaContrast(on: black), -107.88, tolerance: 0.01)
    }

    @Test("valid: equal or nearly equal colours are Lc 0, below the low clip")
    func lowContrastIsZero() throws {
        let gray = try #require(ColorValue(hex: "#777777"))
        #expect(gray.apcaContrast(on: gray) == 0)
        let near = try #require(ColorValue(hex: "#787878"))
        #expect(near.apcaContrast(on: gray) == 0)
    }

    @Test("valid: APCA luminance is the 2.4 power, not the piecewise sRGB curve")
    func luminance() {
        let mid = ColorValue(space: .srgb, components: [0.5, 0.5, 0.5])
        expectClose(mid.apcaLuminance, 0.18946458976025687, tolerance: 1e-12)  // 0.5^2.4 × (sum of weights)
    }

    @Test("valid: wide-gamut colours are judged after gamut mapping to sRGB")
    func wideGamut() {
        let p3Green = ColorValue(space: .displayP3, components: [0, 1, 0])
        let white = ColorValue(space: .srgb, components: [1, 1, 1])
        expectClose(p3Green.apcaContrast(on: white), p3Green.gamutMapped(to: .srgb).apcaContrast(on: white),
                    tolerance: 1e-12)
    }
}
