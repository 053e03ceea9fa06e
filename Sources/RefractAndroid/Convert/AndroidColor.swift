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
        let bytes = (byte(alpha), byte(rgb.x), byte(rgb.y), byte(rgb.z))
        let digits: StaticString = "0123456789ABCDEF"
        return digits.withUTF8Buffer { table in
            String(unsafeUninitializedCapacity: 9) { buffer in
                func put(_ value: UInt8, at offset: Int) {
                    buffer[1 + 2 * offset] = table[Int(value >> 4)]
                    buffer[2 + 2 * offset] = table[Int(value & 0xF)]
                }
                buffer[0] = UInt8(ascii: "#")
                put(bytes.0, at: 0)
                put(bytes.1, at: 1)
                put(bytes.2, at: 2)
                put(bytes.3, at: 3)
                return 9
            }
        }
    }

    /// A unit value as a byte, as `androidHex` rounds it: clamped to [0, 1], × 255, halves away from zero.
    static func byte(_ unit: Double) -> UInt8 {
        guard !unit.isNaN else { return 0 }
        return UInt8((min(max(unit, 0), 1) * 255).rounded(.toNearestOrAwayFromZero))
    }
}
