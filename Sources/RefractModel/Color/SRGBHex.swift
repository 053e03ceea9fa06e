/// 8-bit sRGB channels and their hex text, both ways: the one rounding rule behind `ColorValue.hexString`,
/// `androidHex` and the backends' own colour writers, and the one reading of `#rgb` to `#rrggbbaa`, so that
/// they cannot drift apart.
package enum SRGBHex {
    /// A unit value (a component in [0, 1], or alpha) as a byte: clamped to [0, 1], × 255, rounded to
    /// nearest with halves away from zero; NaN (a `none` read as a number) is 0.
    @inlinable
    package static func byte(_ unit: Double) -> UInt8 {
        guard !unit.isNaN else { return 0 }
        return UInt8((min(max(unit, 0), 1) * 255).rounded(.toNearestOrAwayFromZero))
    }

    /// `#` and two hex digits for each byte, in the order given (`#rrggbb`, `#rrggbbaa`, Android's
    /// `#AARRGGBB`); `fourth` only when not nil.
    package static func text(_ first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8? = nil, uppercase: Bool) -> String {
        text(first, second, third, fourth, uppercase: uppercase, prefix: UInt8(ascii: "#"))
    }

    /// The two hex digits of each byte without the `#`, as a Swift or Kotlin `0x` literal takes them.
    package static func digits(_ first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8? = nil, uppercase: Bool) -> String {
        text(first, second, third, fourth, uppercase: uppercase, prefix: nil)
    }

    /// The bytes of `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (any case; a short form's digit doubled, `f`
    /// as `ff`), alpha nil when absent; nil for anything else, including a missing `#` or surrounding spaces.
    package static func bytes(of text: String) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8?)? {
        var utf8 = text.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "#") else { return nil }
        // Up to eight digits gathered into one number, read back by their count.
        var digits: UInt32 = 0
        var count = 0
        while let byte = utf8.next() {
            guard count < 8, let nibble = value(ofDigit: byte) else { return nil }
            digits = digits << 4 | UInt32(nibble)
            count += 1
        }
        func nibble(_ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: digits >> (4 * (count - 1 - index))) & 0xF }
        func pair(_ index: Int) -> UInt8 { nibble(index) << 4 | nibble(index + 1) }
        switch count {
        case 3, 4: return (nibble(0) * 17, nibble(1) * 17, nibble(2) * 17, count == 4 ? nibble(3) * 17 : nil)
        case 6, 8: return (pair(0), pair(2), pair(4), count == 8 ? pair(6) : nil)
        default: return nil
        }
    }

    private static func text(
        _ first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8?, uppercase: Bool, prefix: UInt8?
    ) -> String {
        // Bytes first, one string at the end, rather than appending scalars to a string one by one
        // (the measure is in docs/performance.md).
        let letters = uppercase ? UInt8(ascii: "A") - 10 : UInt8(ascii: "a") - 10
        var bytes: [UInt8] = []
        bytes.reserveCapacity(9)
        if let prefix { bytes.append(prefix) }
        appendDigits(of: first, to: &bytes, letters: letters)
        appendDigits(of: second, to: &bytes, letters: letters)
        appendDigits(of: third, to: &bytes, letters: letters)
        if let fourth { appendDigits(of: fourth, to: &bytes, letters: letters) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendDigits(of byte: UInt8, to bytes: inout [UInt8], letters: UInt8) {
        bytes.append(digit(byte >> 4, letters: letters))
        bytes.append(digit(byte & 0xF, letters: letters))
    }

    private static func digit(_ nibble: UInt8, letters: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : letters + nibble
    }

    private static func value(ofDigit ascii: UInt8) -> UInt8? {
        switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): ascii - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): ascii - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): ascii - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
