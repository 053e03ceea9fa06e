/// Numbers as the resources print them: rounded to a fixed number of decimals (so conversions leave no
/// `4.800000000000001` noise), then the shortest text that reads back as that value, never an exponent.
enum AndroidNumber {
    /// dp, sp and other lengths: thousandths of a dp are far below one pixel on any screen.
    static let lengthDecimals = 3
    /// Letter spacing in em and plain numbers: four decimals.
    static let ratioDecimals = 4

    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        let text = rounded.description
        // A byte search: Foundation's `contains` of a string searches with locale rules, which a number's
        // ASCII text never needs.
        if !text.utf8.contains(UInt8(ascii: "e")) { return text }
        return plainDecimal(rounded, decimals: decimals)
    }

    /// Integers for `<integer>` resources: rounded to nearest, clamped to the 32-bit range aapt accepts.
    static func integer(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(max(value.rounded(.toNearestOrAwayFromZero), Double(Int32.min)), Double(Int32.max))
        return String(Int64(clamped))
    }

    static func isInteger(_ value: Double) -> Bool {
        value.isFinite && value == value.rounded() && abs(value) <= Double(Int32.max)
    }

    /// Huge or tiny values that Swift would print with an exponent, written out digit by digit.
    private static func plainDecimal(_ value: Double, decimals: Int) -> String {
        let negative = value < 0
        var magnitude = abs(value)
        if magnitude >= 1e15 { return (negative ? "-" : "") + String(format15(magnitude)) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        magnitude = (magnitude * scale).rounded()
        var digits = String(Int64(magnitude))
        while digits.count <= decimals { digits = "0" + digits }
        var fraction = String(digits.suffix(decimals))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let whole = String(digits.dropLast(decimals))
        return (negative ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// Values beyond 10^15 have no fraction worth writing. Past Int64 the shortest digits that read back as
    /// the value are written out with zeros for the exponent, so `1.6e38` stays itself (aapt reads lengths
    /// as 32-bit floats, which the parser keeps values within).
    private static func format15(_ magnitude: Double) -> String {
        if magnitude < 9e18 { return String(Int64(magnitude)) }
        let text = "\(magnitude)"
        guard let e = text.firstIndex(of: "e"), let exponent = Int(text[text.index(after: e)...]) else {
            return String(text.prefix { $0 != "." })
        }
        let mantissa = text[..<e].split(separator: ".", omittingEmptySubsequences: false)
        let fraction = mantissa.count > 1 ? mantissa[1] : ""
        let digits = String(mantissa[0]) + fraction
        return String(digits.prefix(mantissa[0].count + exponent))
            + String(repeating: "0", count: max(0, exponent - fraction.count))
    }
}
