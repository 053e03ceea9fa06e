import Testing

@testable import RefractModel

@Suite("8.1 Color: gamut mapping")
struct GamutMappingTests {
    let p3Red = ColorValue(space: .displayP3, components: [1, 0, 0], alpha: 0.5, hex: "#ff0000")

    @Test("valid: display-p3 red clipped to sRGB is sRGB red")
    func clippedP3Red() {
        let clipped = p3Red.clipped(to: .srgb)
        #expect(clipped.space == .srgb)
        expectClose(clipped.components, [1, 0, 0], tolerance: 1e-12)
    }

    @Test("valid: display-p3 red gamut-mapped to sRGB keeps OKLCh lightness and hue, unlike clipping")
    func mappedP3Red() {
        let mapped = p3Red.gamutMapped(to: .srgb)
        #expect(mapped.space == .srgb)
        #expect(mapped.alpha == 0.5)
        #expect(mapped.hex == "#ff0000")
        // Regression value of this implementation; chroma is reduced, so green and blue rise a little.
        expectClose(mapped.components, [1, 0.0446, 0.0459], tolerance: 0.002)
        let origin = p3Red.converted(to: .oklch).resolvedComponents
        let result = mapped.converted(to: .oklch).resolvedComponents
        // Mapping keeps the hue and ends within a JND of the lightness; for this red it is near plain clipping.
        #expect(mapped.deltaEOK(p3Red.clipped(to: .srgb)) > 0.001)
        expectClose(result[2], origin[2], tolerance: 0.5)
        expectClose(result[0], origin[0], tolerance: GamutMapping.justNoticeableDifference)
        #expect(result[1] < origin[1])
    }

    static let outOfGamut: [ColorValue] = [
        ColorValue(space: .displayP3, components: [0, 1, 0]),
        ColorValue(space: .rec2020, components: [0, 1, 0]),
        ColorValue(space: .oklch, components: [0.7, 0.4, 150]),
        ColorValue(space: .lab, components: [50, 120, -120]),
        ColorValue(space: .oklch, components: [0.05, 0.3, 260]),
        ColorValue(space: .prophotoRGB, components: [0, 0, 1]),
    ]

    @Test("valid: mapped colours are in gamut, within [0, 1]", arguments: outOfGamut, [ColorSpace.srgb, .displayP3])
    func mappedIsInGamut(color: ColorValue, destination: ColorSpace) {
        #expect(!color.isInGamut(.srgb))
        let mapped = color.gamutMapped(to: destination)
        #expect(mapped.space == destination)
        #expect(mapped.resolvedComponents.allSatisfy { (0...1).contains($0) })
        #expect(mapped.isInGamut(destination, tolerance: 0))
        // Chroma is given up to keep lightness: the result stays within a JND of the original lightness.
        let origin = color.converted(to: .oklch).resolvedComponents
        let result = mapped.converted(to: .oklch).resolvedComponents
        if color.isInGamut(destination) {
            expectClose(result, origin, tolerance: 1e-9)
        } else {
            expectClose(result[0], origin[0], tolerance: GamutMapping.justNoticeableDifference)
            #expect(result[1] < origin[1])
        }
    }

    @Test("valid: in-gamut colours are only converted")
    func inGamutUnchanged() {
        let teal = ColorValue(space: .oklch, components: [0.55, 0.08, 200])
        #expect(teal.isInGamut(.srgb))
        expectClose(teal.gamutMapped(to: .srgb).components, teal.converted(to: .srgb).components, tolerance: 1e-12)
    }

    @Test("valid: lightness at or beyond the ends maps to white and black")
    func lightnessEnds() {
        let bright = ColorValue(space: .oklch, components: [1.2, 0.3, 40])
        expectClose(bright.gamutMapped(to: .srgb).components, [1, 1, 1], tolerance: 0)
        let dark = ColorValue(space: .lab, components: [-5, 80, 0])
        expectClose(dark.gamutMapped(to: .displayP3).components, [0, 0, 0], tolerance: 0)
    }

    @Test("valid: spaces without a gamut only convert")
    func unboundedSpaces() {
        let wide = ColorValue(space: .rec2020, components: [0, 1, 0])
        #expect(wide.isInGamut(.oklab))
        #expect(wide.gamutMapped(to: .lab) == wide.converted(to: .lab))
    }

    @Test("valid: HSL and HWB are mapped into the sRGB gamut")
    func hslUsesSRGBGamut() {
        let mapped = p3Red.gamutMapped(to: .hsl)
        #expect(mapped.space == .hsl)
        #expect(!p3Red.isInGamut(.hsl))
        expectClose(mapped.converted(to: .srgb).components, p3Red.gamutMapped(to: .srgb).components, tolerance: 1e-9)
    }

    @Test("valid: isInGamut accepts rounding noise and rejects real excursions")
    func gamutTolerance() {
        #expect(ColorValue(space: .srgb, components: [1.000001, 0, -0.000001]).isInGamut(.srgb))
        #expect(!ColorValue(space: .srgb, components: [1.001, 0, 0]).isInGamut(.srgb))
        #expect(ColorValue(space: .srgb, components: [1, 0, 0]).isInGamut(.displayP3))
        #expect(!ColorValue(space: .displayP3, components: [1, 0, 0]).isInGamut(.srgb))
    }

    @Test("valid: deltaEOK of black and white is 1")
    func deltaEOKEnds() {
        let black = ColorValue(space: .srgb, components: [0, 0, 0])
        let white = ColorValue(space: .srgb, components: [1, 1, 1])
        expectClose(black.deltaEOK(white), 1, tolerance: 1e-6)
        #expect(white.deltaEOK(white) == 0)
    }
}

@Suite("8.1 Color: gamut mapping of none")
struct GamutMappingNoneTests {
    @Test("valid: an in-gamut colour in the destination space keeps none and its exact components")
    func keepsNone() {
        let color = ColorValue(space: .srgb, components: [0.5, nil, 0.25])
        #expect(color.gamutMapped(to: .srgb) == color)
        #expect(color.clipped(to: .srgb) == color)
    }

    @Test("valid: clipping keeps none and clamps the rest")
    func clipKeepsNone() {
        let color = ColorValue(space: .displayP3, components: [1.5, nil, -0.5])
        #expect(color.clipped(to: .displayP3).components == [1, nil, 0])
    }
}
