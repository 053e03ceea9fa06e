/// Numbers as CSS text: rounded to a fixed number of decimals so that float noise
/// (`0.30000000000000004`, `1.0000000002`) never reaches the output, then printed in the shortest form
/// (`0.5`, `12`, `-0.25`; never `1e-05`, which CSS reads as a dimension with unit `e-05`).
enum CSSNumber {
    /// Lengths, durations and plain numbers: 4 decimals is far below a device pixel or a millisecond.
    static let defaultDecimals = 4

    static func format(_ value: Double, decimals: Int = defaultDecimals) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded(.toNearestOrAwayFromZero)
        if rounded == 0 { return "0" }
        let sign = rounded < 0 ? "-" : ""
        let magnitude = abs(rounded)
        // Past 10^17 a Double has no fraction digits left to print.
        guard magnitude < 1e17 else { return sign + wholeDigits(abs(value).rounded(.toNearestOrAwayFromZero)) }
        // Whole units of 10^-decimals, trailing zeros of the fraction dropped.
        var units = UInt64(magnitude)
        var fractionDigits = decimals
        while fractionDigits > 0, units % 10 == 0 {
            units /= 10
            fractionDigits -= 1
        }
        var divisor: UInt64 = 1
        for _ in 0..<fractionDigits { divisor *= 10 }
        let whole = sign + String(units / divisor)
        guard fractionDigits > 0 else { return whole }
        let fraction = String(units % divisor)
        return whole + "." + String(repeating: "0", count: fractionDigits - fraction.count) + fraction
    }

    /// An integral, non-negative value's digits, without an exponent however large.
    static func wholeDigits(_ value: Double) -> String {
        if value < 9e18 { return String(UInt64(value)) }
        var digits = ""
        var rest = value
        while rest >= 1 {
            let quotient = (rest / 10).rounded(.towardZero)
            digits.append(String(Int(min(max(rest - quotient * 10, 0), 9))))
            rest = quotient
        }
        return String(digits.reversed())
    }

    /// A stop position in [0, 1] as a percentage (`0.333` → `33.3%`).
    static func percentage(_ unit: Double) -> String {
        format(unit * 100, decimals: 2) + "%"
    }
}
