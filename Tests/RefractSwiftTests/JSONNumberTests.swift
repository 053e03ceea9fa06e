@testable import RefractJSON
import RefractModel
import Testing

/// The JSON writer prints common numbers digit by digit; the text must be exactly `formatNumber`'s.
struct JSONNumberTests {
    private func written(_ x: Double) -> String {
        JSONWriter.text { json in json.number(x) }
    }

    @Test(arguments: [
        0, -0.0, 1, -1, 255, 1e14, -123456789, 0.5, -0.25, 0.001, 0.0001, 0.00001, 0.6256, 0.635591, 0.1 + 0.2,
        1.5, 16.25, 0.9999995, 0.123456789, 1e20, 3.0000001, 2.0 / 3.0, -0.000999,
    ])
    func matchesFormatNumber(_ x: Double) {
        #expect(written(x) == formatNumber(x == 0 ? 0 : x))
    }

    @Test func everySixDecimalFractionMatches() {
        var mismatches: [Double] = []
        for numerator in stride(from: 0, through: 1_000_000, by: 7) {
            let x = Double(numerator) / 1_000_000
            for value in [x, -x] where written(value) != formatNumber(value == 0 ? 0 : value) {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty)
    }
}
