import RefractModel
import RefractOutput
import Testing

/// `ThemeRGBColor` converts in-gamut colours with one conversion; the result must be what gamut mapping
/// (`isInGamut` then `gamutMapped(to:)`) gives.
struct ThemeRGBColorTests {
    private func expected(_ color: ColorValue) -> [Double] {
        let space: ColorSpace = color.isInGamut(.srgb) ? .srgb : .displayP3
        return color.gamutMapped(to: space).resolvedComponents.map { x in
            let scaled = (x * 1_000_000).rounded() / 1_000_000
            return scaled == 0 ? 0 : scaled
        }
    }

    static let colors: [ColorValue] = {
        var colors: [ColorValue] = []
        for l in stride(from: 0.0, through: 1.0, by: 0.125) {
            for chroma in stride(from: 0.0, through: 0.4, by: 0.05) {
                for hue in stride(from: 0.0, to: 360, by: 40) {
                    colors.append(ColorValue(space: .oklch, components: [l, chroma, hue], alpha: 0.5))
                }
            }
        }
        colors.append(ColorValue(space: .oklch, components: [0.5, 0.1, nil]))
        colors.append(ColorValue(space: .hsl, components: [120, 50, 50]))
        colors.append(ColorValue(space: .hwb, components: [nil, 20, 30]))
        colors.append(ColorValue(space: .lab, components: [50, 120, -90]))
        colors.append(ColorValue(space: .rec2020, components: [1, 0, 0]))
        colors.append(ColorValue(space: .a98RGB, components: [0.2, 0.9, 0.3]))
        return colors
    }()

    @Test func convertedAsGamutMappingDoes() {
        var spaces: Set<String> = []
        for color in Self.colors {
            let converted = ThemeRGBColor(color)
            spaces.insert(converted.space.rawValue)
            #expect([converted.red, converted.green, converted.blue] == expected(color), "\(color)")
            #expect(converted.space == (color.isInGamut(.srgb) ? .sRGB : .displayP3), "\(color)")
        }
        // Both branches are exercised.
        #expect(spaces == ["srgb", "display-p3"])
    }
}
