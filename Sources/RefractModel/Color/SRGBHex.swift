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
    /// `#AARRGGBB`); `fourth` only when not nil.
    public static func text(_ first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8? = nil, uppercase: Bool) -> String {
        let digits = Array((uppercase ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(9)
        for value in [first, second, third] + (fourth.map { [$0] } ?? []) {
            bytes.append(digits[Int(value >> 4)])
            bytes.append(digits[Int(value & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
