/// The significant digits of a decimal literal, gathered as a reader meets them: up to 19 in an
/// integer, the rest only counted. Short literals then convert exactly from what was gathered, with no
/// second pass over their text; the JSON and YAML readers share it, so both give the same numbers.
struct DecimalMantissa {
    private(set) var value: UInt64 = 0
    private(set) var significantDigits = 0
    /// Digits after the 19th, which scale the value instead.
    private(set) var droppedDigits = 0

    mutating func append(_ digit: UInt8) {
        if significantDigits == 0, digit == UInt8(ascii: "0") { return }
        if significantDigits < 19 {
            value = value * 10 + UInt64(digit - UInt8(ascii: "0"))
            significantDigits += 1
        } else {
            droppedDigits += 1
        }
    }

    /// The magnitude of the literal, or nil when it is not exact this way (the caller converts the
    /// literal's text then). `exponent` is the written one; `fractionDigits` those after the point.
    func exactDouble(fractionDigits: Int, exponent: Int) -> Double? {
        Self.exactDouble(mantissa: value, significantDigits: significantDigits, scale: exponent + droppedDigits - fractionDigits)
    }

    /// Clinger's fast path: exact when the mantissa and the power of ten are both exact doubles.
    private static func exactDouble(mantissa: UInt64, significantDigits: Int, scale: Int) -> Double? {
        if mantissa == 0 { return significantDigits == 0 ? 0 : nil }
        guard significantDigits <= 19, mantissa <= 1 << 53, scale >= -22, scale <= 22 else { return nil }
        let value = Double(mantissa)
        return scale < 0 ? value / exactPowersOfTen[-scale] : value * exactPowersOfTen[scale]
    }

    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
