/// 8-bit sRGB channels and their hex text: the one rounding rule behind `ColorValue.hexString`,
/// `androidHex` and the backends' own colour writers, so that they cannot drift apart.
public enum SRGBHex {
    /// A unit value (a component in [0, 1], or alpha) as a byte: clamped to [0, 1], × 255, rounded to
    /// nearest with halves away from zero; NaN (a `none` read as a number) is 0.
    @inlinable
    public static func byte(_ unit: Double) -> UInt8 {
        guard !unit.isNaN else { return 0 }
        return UInt8((min(max(unit, 0), 1) * 255).rounded(.toNearestOrAwayFromZero))
    }

    /// `#` and two hex digits for each byte, in the order given (`#rrggbb`, `#rrggbbaa`, Android's
    /// `#AARRGGBB`); `fourth` only when not nil. Written into the string's own bytes: most tokens of a
    /// large set are colours.
    @inlinable
    public static func text(_ first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8? = nil, uppercase: Bool) -> String {
        let digits: StaticString = uppercase ? "0123456789ABCDEF" : "0123456789abcdef"
        let count = fourth == nil ? 7 : 9
        return digits.withUTF8Buffer { table in
            String(unsafeUninitializedCapacity: count) { buffer in
                func put(_ value: UInt8, at offset: Int) {
                    buffer[offset] = table[Int(value >> 4)]
                    buffer[offset + 1] = table[Int(value & 0xF)]
                }
                buffer[0] = UInt8(ascii: "#")
                put(first, at: 1)
                put(second, at: 3)
                put(third, at: 5)
                if let fourth { put(fourth, at: 7) }
                return count
            }
        }
    }
}
