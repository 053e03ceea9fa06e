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
        let negative = rounded < 0
        let magnitude = abs(rounded)
        guard magnitude < 1e17 else { return negative ? "-" + "\(Int64(magnitude))" : "\(Int64(magnitude))" }
        let integer = UInt64(magnitude)
        var divisor: UInt64 = 1
        for _ in 0..<decimals { divisor *= 10 }
        let whole = integer / divisor
        var fraction = String(integer % divisor)
        fraction = String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = negative ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// A stop position in [0, 1] as a percentage (`0.333` → `33.3%`).
    static func percentage(_ unit: Double) -> String {
        format(unit * 100, decimals: 2) + "%"
    }
}
