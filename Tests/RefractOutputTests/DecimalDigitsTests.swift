import RefractOutput
import Testing

/// The shared digit writer gives the decimal that the units' digits spell, point placed by string work.
@Suite("Decimal digits")
struct DecimalDigitsTests {
    static func text(_ units: UInt64, negative: Bool, decimals: Int) -> String {
        DecimalDigits.withText(units: units, negative: negative, decimals: decimals) { String(decoding: $0, as: UTF8.self) }
    }

    /// `units` / 10^`decimals` by padding, inserting the point and trimming.
    static func oracle(_ units: UInt64, negative: Bool, decimals: Int) -> String {
        var digits = String(units)
        if digits.count <= decimals { digits = String(repeating: "0", count: decimals + 1 - digits.count) + digits }
        var whole = String(digits.dropLast(decimals))
        var fraction = String(digits.suffix(decimals))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if !fraction.isEmpty { whole += "." + fraction }
        return (negative ? "-" : "") + whole
    }

    @Test(arguments: [
        (125, false, 2, "1.25"), (1200, false, 2, "12"), (5, false, 3, "0.005"), (5, true, 3, "-0.005"),
        (0, false, 4, "0"), (7, false, 0, "7"), (10, true, 1, "-1"), (UInt64.max, false, 0, "18446744073709551615"),
        (UInt64.max, true, 25, "-0.0000018446744073709551615"), (1, false, 30, "0.000000000000000000000000000001"),
    ] as [(UInt64, Bool, Int, String)])
    func table(units: UInt64, negative: Bool, decimals: Int, expected: String) {
        #expect(Self.text(units, negative: negative, decimals: decimals) == expected)
    }

    @Test func randomUnitsMatchTheStringOracle() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let units = UInt64.random(in: 0...UInt64.max, using: &generator) >> UInt64.random(in: 0...63, using: &generator)
            let decimals = Int.random(in: 0...22, using: &generator)
            let negative = Bool.random(using: &generator)
            #expect(Self.text(units, negative: negative, decimals: decimals) == Self.oracle(units, negative: negative, decimals: decimals),
                    "\(units) \(decimals)")
        }
    }
}
