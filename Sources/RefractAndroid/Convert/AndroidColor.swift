import RefractModel

/// Android's colour text, `#AARRGGBB`: what `ColorValue.androidHex` gives, written into 9 bytes instead of
/// joined from four strings (most tokens of a large set are colours).
enum AndroidColor {
    static func hex(_ color: ColorValue) -> String {
        hex(color, srgb: srgb(color).color)
    }

    /// The colour in sRGB (gamut-mapped when it lies outside) and whether it lay inside, as testing
    /// `isInGamut(.srgb)` and then calling `converted(to:)` or `gamutMapped(to:)` gives: the test is that
    /// same conversion, so an in-gamut colour is converted once instead of twice.
    static func srgb(_ color: ColorValue) -> (color: ColorValue, isInGamut: Bool) {
        guard color.space != .srgb else { return (color, true) }
        let converted = color.converted(to: .srgb)
        let tolerance = ColorValue.gamutTolerance
        let isInGamut = converted.resolvedComponents.allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
        return (isInGamut ? converted : color.gamutMapped(to: .srgb), isInGamut)
    }

    /// `color`'s text, given its sRGB form from `srgb(_:)`.
    static func hex(_ color: ColorValue, srgb: ColorValue) -> String {
        let count = srgb.components.count
        func component(_ index: Int) -> Double { index < count ? srgb.components[index] ?? 0 : 0 }
        return hex(alpha: color.alpha, rgb: SIMD3(component(0), component(1), component(2)))
    }

    /// The text of a colour of `alpha` whose sRGB components (`none` read as 0) are `rgb`.
    static func hex(alpha: Double, rgb: SIMD3<Double>) -> String {
        SRGBHex.text(SRGBHex.byte(alpha), SRGBHex.byte(rgb.x), SRGBHex.byte(rgb.y), SRGBHex.byte(rgb.z), uppercase: true)
    }
}
