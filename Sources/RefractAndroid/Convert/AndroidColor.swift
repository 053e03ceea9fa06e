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
        let bytes = (byte(color.alpha), byte(component(0)), byte(component(1)), byte(component(2)))
        let digits: StaticString = "0123456789ABCDEF"
        return digits.withUTF8Buffer { table in
            String(unsafeUninitializedCapacity: 9) { buffer in
                buffer[0] = UInt8(ascii: "#")
                for (offset, value) in [bytes.0, bytes.1, bytes.2, bytes.3].enumerated() {
                    buffer[1 + 2 * offset] = table[Int(value >> 4)]
                    buffer[2 + 2 * offset] = table[Int(value & 0xF)]
                }
                return 9
            }
        }
    }

    /// A unit value as a byte, as `androidHex` rounds it: clamped to [0, 1], × 255, halves away from zero.
    private static func byte(_ unit: Double) -> UInt8 {
        guard !unit.isNaN else { return 0 }
        return UInt8((min(max(unit, 0), 1) * 255).rounded(.toNearestOrAwayFromZero))
    }
}
