import RefractOutput

/// Numbers as CSS text: rounded to a fixed number of decimals so that float noise
/// (`0.30000000000000004`, `1.0000000002`) never reaches the output, then printed in the shortest form
/// (`0.5`, `12`, `-0.25`; never `1e-05`, which CSS reads as a dimension with unit `e-05`).
enum CSSNumber {
    /// Lengths, durations and plain numbers: 4 decimals is far below a device pixel or a millisecond.
    static let defaultDecimals = 4

    static func format(_ value: Double, decimals: Int = defaultDecimals) -> String {
        withDigits(value, decimals: decimals) { String(decoding: $0, as: UTF8.self) }
    }

    /// Runs `body` on the bytes `format(value, decimals:)` gives, written into a small stack buffer.
    static func withDigits<Result>(
        _ value: Double, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        guard value.isFinite else { return zero.withUTF8Buffer(body) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded(.toNearestOrAwayFromZero)
        if rounded == 0 { return zero.withUTF8Buffer(body) }
        let negative = rounded < 0
        let magnitude = abs(rounded)
        // Past 10^17 a Double has no fraction digits left to print.
        guard magnitude < 1e17 else {
            var text = (negative ? "-" : "") + wholeDigits(abs(value).rounded(.toNearestOrAwayFromZero))
            return text.withUTF8(body)
        }
        return DecimalDigits.withText(units: UInt64(magnitude), negative: negative, decimals: decimals, body)
    }

    private static let zero: StaticString = "0"

    /// An integral, non-negative value's digits, without an exponent however large.
    static func wholeDigits(_ value: Double) -> String {
        if value < 9e18 { return String(UInt64(value)) }
        var digits: [UInt8] = []
        var rest = value
        while rest >= 1 {
            let quotient = (rest / 10).rounded(.towardZero)
            digits.append(UInt8(ascii: "0") + UInt8(min(max(rest - quotient * 10, 0), 9)))
            rest = quotient
        }
        return String(decoding: digits.reversed(), as: UTF8.self)
    }

    /// A stop position in [0, 1] as a percentage (`0.333` → `33.3%`).
    static func percentage(_ unit: Double) -> String {
        format(unit * 100, decimals: 2) + "%"
    }
}
