import Testing

@testable import RefractModel

@Suite("8.1 Color: conversions")
struct ColorConversionTests {
    static let inGamutSRGB: [[Double]] = [
        [0, 0, 0], [1, 1, 1], [0.5, 0.5, 0.5], [1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 0, 1],
        [0x1b / 255.0, 0x81 / 255.0, 0x88 / 255.0], [0.2, 0.4, 0.9], [0.95, 0.85, 0.1], [0.01, 0.02, 0.03],
    ]

    static let roundTripCases: [(ColorSpace, [Double])] = ColorSpace.allCases.flatMap { space in
        inGamutSRGB.map { (space, $0) }
    }

    @Test("valid: sRGB → space → sRGB round trip", arguments: roundTripCases)
    func roundTrip(space: ColorSpace, rgb: [Double]) {
        let original = ColorValue(space: .srgb, components: rgb.map { $0 })
        let there = original.converted(to: space)
        #expect(there.space == space)
        let back = there.converted(to: .srgb)
        expectClose(back.components, rgb.map { $0 }, tolerance: 1e-6)
    }

    @Test("valid: derived sRGB and P3 matrices equal the ones CSS Color 4 publishes")
    func publishedMatrices() {
        let srgb = RGBColorSpaceModel.srgb.toXYZ
        expectClose(srgb[0, 0], 0.41239079926595934, tolerance: 1e-12)
        expectClose(srgb[1, 1], 0.715168678767756, tolerance: 1e-12)
        expectClose(srgb[2, 2], 0.9505321522496607, tolerance: 1e-12)
        let p3 = RGBColorSpaceModel.displayP3.toXYZ
        expectClose(p3[0, 0], 0.4865709486482162, tolerance: 1e-12)
        expectClose(p3[2, 1], 0.04511338185890264, tolerance: 1e-12)
        let rec2020 = RGBColorSpaceModel.rec2020.toXYZ
        expectClose(rec2020[0, 0], 0.6369580483012914, tolerance: 1e-12)
        let a98 = RGBColorSpaceModel.a98RGB.toXYZ
        expectClose(a98[0, 0], 0.5766690429101305, tolerance: 1e-12)
        // CSS's published Bradford matrix rounds the white points differently in its last digits.
        expectClose(ChromaticAdaptation.d65ToD50[0, 0], 1.0479298208405488, tolerance: 1e-6)
        expectClose(ChromaticAdaptation.d65ToD50[2, 2], 0.7518742899580008, tolerance: 1e-6)
    }

    @Test("valid: sRGB #1b8188 in OKLCh")
    func tealInOKLCh() {
        let teal = ColorValue(space: .srgb, components: [0x1b / 255.0, 0x81 / 255.0, 0x88 / 255.0])
        let oklch = teal.converted(to: .oklch)
        // Reference: Björn Ottosson's published linear-sRGB → OKLab matrices, applied independently.
        expectClose(oklch.components, [0.552082, 0.087392, 202.0871], tolerance: 1e-4)
    }

    static let publishedMatrixReferences: [([Double], ColorSpace, [Double])] = [
        // Worked independently with the matrices printed in CSS Color 4's conversions.js; those round the white
        // points slightly differently, hence the tolerance.
        ([1, 0, 0], .displayP3, [0.917488, 0.200287, 0.138561]),
        ([1, 0, 0], .a98RGB, [0.858592, 0, 0]),
        ([1, 0, 0], .prophotoRGB, [0.702251, 0.275721, 0.103548]),
        ([1, 0, 0], .rec2020, [0.791977, 0.230976, 0.073761]),
        ([1, 0, 0], .lab, [54.290543, 80.80492, 69.890988]),
        ([1, 0, 0], .xyzD65, [0.412391, 0.212639, 0.019331]),
        ([1, 0, 0], .xyzD50, [0.436066, 0.222493, 0.013924]),
        ([0x1b / 255.0, 0x81 / 255.0, 0x88 / 255.0], .displayP3, [0.242664, 0.498443, 0.527367]),
        ([0x1b / 255.0, 0x81 / 255.0, 0x88 / 255.0], .a98RGB, [0.299167, 0.501845, 0.527634]),
        ([0x1b / 255.0, 0x81 / 255.0, 0x88 / 255.0], .prophotoRGB, [0.297638, 0.408692, 0.451606]),
        ([0x1b / 255.0, 0x81 / 255.0, 0x88 / 255.0], .rec2020, [0.272364, 0.439968, 0.479076]),
        ([0x1b / 255.0, 0x81 / 255.0, 0x88 / 255.0], .lab, [48.85165, -26.78455, -12.319336]),
        ([0.95, 0.85, 0.1], .displayP3, [0.933272, 0.85357, 0.302402]),
        ([0.95, 0.85, 0.1], .a98RGB, [0.920584, 0.845893, 0.22632]),
        ([0.95, 0.85, 0.1], .prophotoRGB, [0.82087, 0.815238, 0.286086]),
        ([0.95, 0.85, 0.1], .rec2020, [0.887511, 0.835785, 0.262234]),
        ([0.95, 0.85, 0.1], .lab, [86.739441, -3.07765, 82.746505]),
        ([0.95, 0.85, 0.1], .xyzD50, [0.656087, 0.694765, 0.086737]),
    ]

    @Test("valid: sRGB in other spaces matches CSS Color 4's published matrices", arguments: publishedMatrixReferences)
    func publishedReferences(rgb: [Double], space: ColorSpace, expected: [Double]) {
        let converted = ColorValue(space: .srgb, components: rgb.map { $0 }).converted(to: space)
        let tolerance = space == .lab ? 1e-3 : 2e-5
        expectClose(converted.components, expected.map { $0 }, tolerance: tolerance)
    }

    @Test("valid: HSL and HWB of known colours")
    func hslAndHWB() {
        let teal = ColorValue(space: .srgb, components: [0, 0.5, 0.5])
        expectClose(teal.converted(to: .hsl).components, [180, 100, 25], tolerance: 1e-9)
        expectClose(teal.converted(to: .hwb).components, [180, 0, 50], tolerance: 1e-9)
        let gray = ColorValue(space: .hwb, components: [90, 60, 60])
        expectClose(gray.converted(to: .srgb).components, [0.5, 0.5, 0.5], tolerance: 1e-12)
        let far = ColorValue(space: .srgb, components: [-0.5, 0.2, 0.2])
        let hsl = far.converted(to: .hsl)
        #expect((hsl.components[1] ?? -1) >= 0)
        expectClose(hsl.converted(to: .srgb).components, far.components, tolerance: 1e-9)
    }

    static let hotPink: [(ColorSpace, [Double], Double)] = [
        // The DTCG colour module's hot pink examples, each `#ff00ff`; tolerance matches the printed precision.
        (.lab, [60.17, 93.54, -60.5], 0.01),
        (.lch, [60.17, 111.4, 327.11], 0.01),
        (.oklab, [0.701, 0.2746, -0.169], 0.001),
        (.oklch, [0.7016, 0.3225, 328.363], 0.0006),
        (.hsl, [300, 100, 50], 1e-9),
        (.hwb, [300, 0, 0], 1e-9),
        (.xyzD65, [0.5929, 0.2848, 0.9699], 0.0001),
        (.xyzD50, [0.5791, 0.2831, 0.728], 0.0001),
    ]

    @Test("valid: DTCG hot pink examples convert to #ff00ff", arguments: hotPink)
    func hotPinkExamples(space: ColorSpace, components: [Double], tolerance: Double) {
        let magenta = ColorValue(space: .srgb, components: [1, 0, 1])
        let converted = magenta.converted(to: space)
        expectClose(converted.components, components.map { $0 }, tolerance: tolerance)
    }

    static let cssExamples: [(ColorSpace, [Double], [Double])] = [
        // CSS Color 4 examples of Lab/LCH/OKLab/OKLCh colours and the sRGB they show as (0–255).
        (.lab, [29.2345, 39.3825, 20.0664], [125, 35, 41]),
        (.lab, [52.2345, 40.1645, 59.9971], [198, 93, 6]),
        (.lab, [60.2345, -5.3654, 58.956], [157, 147, 24]),
        (.lab, [62.2345, -34.9638, 47.7721], [104, 166, 57]),
        (.lch, [29.2345, 44.2, 27], [125, 35, 41]),
        (.lch, [52.2345, 72.2, 56.2], [198, 93, 6]),
        (.oklab, [0.40101, 0.1147, 0.0453], [125, 35, 41]),
        (.oklch, [0.40101, 0.12332, 21.555], [125, 35, 41]),
        (.oklch, [0.59686, 0.15619, 49.7694], [198, 93, 6]),
    ]

    @Test("valid: CSS Color 4 examples show as their sRGB values", arguments: cssExamples)
    func cssColorExamples(space: ColorSpace, components: [Double], rgb255: [Double]) {
        let color = ColorValue(space: space, components: components.map { $0 })
        let srgb = color.converted(to: .srgb).resolvedComponents.map { $0 * 255 }
        expectClose(srgb.map { $0 }, rgb255.map { $0 }, tolerance: 0.6)
    }

    @Test("valid: none reads as 0 for conversion")
    func noneIsZero() {
        let withNone = ColorValue(space: .oklch, components: [0.7, 0.1, nil])
        let withZero = ColorValue(space: .oklch, components: [0.7, 0.1, 0])
        expectClose(withNone.converted(to: .srgb).components, withZero.converted(to: .srgb).components,
                    tolerance: 1e-12)
        let white = ColorValue(space: .hsl, components: [nil, 0, 100])
        expectClose(white.converted(to: .srgb).components, [1, 1, 1], tolerance: 1e-12)
    }

    @Test("valid: a powerless hue becomes none", arguments: [ColorSpace.hsl, .hwb, .lch, .oklch])
    func powerlessHue(space: ColorSpace) {
        let gray = ColorValue(space: .srgb, components: [0.5, 0.5, 0.5])
        let converted = gray.converted(to: space)
        #expect(space.hueIndex.map { converted.components[$0] } == .some(nil))
    }

    @Test("valid: converting to the same space keeps none, alpha and hex")
    func sameSpace() {
        let color = ColorValue(space: .hsl, components: [nil, 0, 100], alpha: 0.5, hex: "#ffffff")
        #expect(color.converted(to: .hsl) == color)
        let lab = color.converted(to: .lab)
        #expect(lab.alpha == 0.5)
        #expect(lab.hex == "#ffffff")
    }

    @Test("valid: display-p3 red is outside sRGB when converted without mapping")
    func p3RedUnclipped() {
        let red = ColorValue(space: .displayP3, components: [1, 0, 0])
        let srgb = red.converted(to: .srgb).resolvedComponents
        // CSS Color 4 gives color(srgb 1.0930 -0.2267 -0.1501) for color(display-p3 1 0 0).
        expectClose(srgb.map { $0 }, [1.0930, -0.2267, -0.1501], tolerance: 0.0005)
    }

    @Test("valid: XYZ of sRGB white is the D65 white")
    func whiteXYZ() {
        let white = ColorValue(space: .srgb, components: [1, 1, 1]).xyzD65
        expectClose([white.x, white.y, white.z], [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290],
                    tolerance: 1e-12)
        let back = ColorValue(xyzD65: white, in: .srgb)
        expectClose(back.components, [1, 1, 1], tolerance: 1e-12)
    }
}
