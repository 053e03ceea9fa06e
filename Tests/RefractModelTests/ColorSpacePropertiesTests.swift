import Testing

@testable import RefractModel

@Suite("8.1 Color: space properties")
struct ColorSpacePropertiesTests {
    @Test("valid: hue index of polar spaces")
    func hueIndex() {
        #expect(ColorSpace.allCases.filter(\.isPolar) == [.hsl, .hwb, .lch, .oklch])
        #expect(ColorSpace.hsl.hueIndex == 0)
        #expect(ColorSpace.oklch.hueIndex == 2)
        #expect(ColorSpace.lab.hueIndex == nil)
    }

    @Test("valid: gamut spaces")
    func gamutSpaces() {
        #expect(ColorSpace.hwb.gamutSpace == .srgb)
        #expect(ColorSpace.rec2020.gamutSpace == .rec2020)
        #expect(ColorSpace.allCases.filter { $0.gamutSpace == nil } == [.lab, .lch, .oklab, .oklch, .xyzD65, .xyzD50])
    }

    @Test("valid: short component lists read missing entries as 0 instead of failing")
    func shortComponents() {
        let color = ColorValue(space: .srgb, components: [1])
        #expect(color.resolvedComponents == [1, 0, 0])
        expectClose(color.converted(to: .displayP3).converted(to: .srgb).components, [1, 0, 0], tolerance: 1e-9)
        #expect(color.hexString() == "#ff0000")
    }
}
