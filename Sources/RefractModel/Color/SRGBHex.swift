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
        // At most nine ASCII bytes: the text stays a small string, with nothing allocated.
        var text = "#"
        appendDigits(of: first, to: &text, uppercase: uppercase)
        appendDigits(of: second, to: &text, uppercase: uppercase)
        appendDigits(of: third, to: &text, uppercase: uppercase)
        if let fourth { appendDigits(of: fourth, to: &text, uppercase: uppercase) }
        return text
    }

    /// Appends the two hex digits of `byte`.
    static func appendDigits(of byte: UInt8, to text: inout String, uppercase: Bool) {
        text.unicodeScalars.append(digit(byte >> 4, uppercase: uppercase))
        text.unicodeScalars.append(digit(byte & 0xF, uppercase: uppercase))
    }

    private static func digit(_ nibble: UInt8, uppercase: Bool) -> Unicode.Scalar {
        let letters = uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")
        return Unicode.Scalar(nibble < 10 ? UInt8(ascii: "0") + nibble : letters + nibble - 10)
    }
}
