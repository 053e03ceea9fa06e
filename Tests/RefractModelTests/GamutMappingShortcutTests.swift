import Testing

@testable import RefractModel

/// `gamutMapped(to:)` shares one conversion between its gamut test, the conversion and the mapping, takes the
/// hue's cosine and sine once per colour and skips `pow(1, y)`: its results must be, to the bit, what the
/// plain algorithm below gives (each step converting on its own, as the code did before).
@Suite("8.1 Color: gamut mapping shortcuts")
struct GamutMappingShortcutTests {
    static let sources: [ColorValue] = {
        var colors: [ColorValue] = []
        let steps: [Double] = [0, 0.05, 0.3, 0.5, 0.77, 0.95, 1]
        for space in [ColorSpace.displayP3, .rec2020, .a98RGB, .prophotoRGB, .srgbLinear, .srgb] {
            for r in steps { for g in steps { for b in [0, 0.4, 1.0] { colors.append(ColorValue(space: space, components: [r, g, b])) } } }
        }
        for l in [0.02, 0.3, 0.62, 0.9, 0.999] {
            for c in [0, 0.05, 0.15, 0.3, 0.37] {
                for h in [0, 29.5, 110, 142.3, 200, 264, 328] {
                    colors.append(ColorValue(space: .oklch, components: [l, c, h], alpha: 0.4, hex: "#123456"))
                }
            }
        }
        colors.append(ColorValue(space: .lab, components: [50, 120, -120]))
        colors.append(ColorValue(space: .lch, components: [70, 140, 40]))
        colors.append(ColorValue(space: .hsl, components: [120, 100, 50]))
        colors.append(ColorValue(space: .xyzD50, components: [0.2, 0.7, 0.1]))
        colors.append(ColorValue(space: .oklch, components: [0.7, 0.2, nil]))
        return colors
    }()

    @Test("valid: mapping gives the plain algorithm's components to the bit",
          arguments: [ColorSpace.srgb, .displayP3, .rec2020, .hsl, .a98RGB])
    func sameAsPlainAlgorithm(destination: ColorSpace) {
        var mismatches: [String] = []
        for color in Self.sources {
            let mapped = color.gamutMapped(to: destination)
            let plain = PlainGamutMapping.mapped(color, to: destination)
            if mapped != plain { mismatches.append("\(color.space) \(color.components): \(mapped.components) vs \(plain.components)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("valid: linearizing ±1 gives what pow gives, for every transfer function")
    func linearizeOne() {
        typealias Transfer = RGBColorSpaceModel.TransferFunction
        let alpha = 1.09929682680944
        let plain: [(Transfer, Double)] = [
            (.linear, 1), (.srgb, RealFunctions.power((1 + 0.055) / 1.055, 2.4)),
            (.a98, RealFunctions.power(1, 563.0 / 256.0)), (.prophoto, RealFunctions.power(1, 1.8)),
            (.rec2020, RealFunctions.power((1 + alpha - 1) / alpha, 1 / 0.45)),
        ]
        for (transfer, expected) in plain {
            #expect(transfer.linearize(1) == expected, "\(transfer)")
            #expect(transfer.linearize(-1) == -expected, "\(transfer)")
        }
        // Rec. 2020's base for 1 is not exactly 1, so its curve must not take the shortcut.
        #expect(Transfer.rec2020.linearize(1) != 1)
    }
}

/// CSS Color 4's gamut mapping written plainly: every step converts from scratch.
private enum PlainGamutMapping {
    static func mapped(_ color: ColorValue, to space: ColorSpace) -> ColorValue {
        guard let rgbSpace = space.gamutSpace else { return color.converted(to: space) }
        if color.isInGamut(space) {
            let result = color.converted(to: space)
            return space.rgbModel == nil ? result : clamped(result)
        }
        let rgb = map(xyz: color.space.xyzD65(from: color.componentVector), into: rgbSpace)
        return ColorValue(space: rgbSpace, vector: rgb, alpha: color.alpha, hex: color.hex).converted(to: space)
    }

    private static func clamped(_ color: ColorValue) -> ColorValue {
        var result = color
        result.components = color.components.map { $0.map { min(max($0, 0), 1) } }
        return result
    }

    private static func map(xyz: SIMD3<Double>, into rgbSpace: ColorSpace) -> SIMD3<Double> {
        let origin = rgbSpace.components(fromXYZD65: xyz)
        if inside(origin) { return GamutMapping.clip(origin) }
        let oklch = PolarConversion.polar(fromRectangular: OKLabConversion.oklab(fromXYZD65: xyz), achromaticChroma: 0)
        if oklch.x >= 1 { return SIMD3(repeating: 1) }
        if oklch.x <= 0 { return SIMD3(repeating: 0) }
        var current = oklch
        var clipped = GamutMapping.clip(origin)
        if deltaEOK(clipped, rgbSpace, current) < 0.02 { return clipped }
        var low = 0.0, high = oklch.y, lowIsInGamut = true
        while high - low > 0.0001 {
            let chroma = (low + high) / 2
            current.y = chroma
            let candidate = rgbSpace.components(
                fromXYZD65: OKLabConversion.xyzD65(fromOKLab: PolarConversion.rectangular(fromPolar: current)))
            if lowIsInGamut && inside(candidate) {
                low = chroma
                continue
            }
            clipped = GamutMapping.clip(candidate)
            let difference = deltaEOK(clipped, rgbSpace, current)
            if difference < 0.02 {
                if 0.02 - difference < 0.0001 { return clipped }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    private static func inside(_ rgb: SIMD3<Double>) -> Bool {
        rgb.min() >= -ColorValue.gamutTolerance && rgb.max() <= 1 + ColorValue.gamutTolerance
    }

    /// The OKLCh colour converted to OKLab on each call, its cosine and sine taken again.
    private static func deltaEOK(_ rgb: SIMD3<Double>, _ rgbSpace: ColorSpace, _ oklch: SIMD3<Double>) -> Double {
        let a = OKLabConversion.oklab(fromXYZD65: rgbSpace.xyzD65(from: rgb))
        let d = a - PolarConversion.rectangular(fromPolar: oklch)
        return (d * d).sum().squareRoot()
    }
}
