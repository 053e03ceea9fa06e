@testable import RefractAndroid
import Testing

@Suite("Numbers as resources print them")
struct NumberTests {
    @Test(arguments: [
        (4.800000000000001, 3, "4.8"),
        (0.1 + 0.2, 4, "0.3"),
        (0.00004, 4, "0"),
        (1234.56785, 3, "1234.568"),
        (123456789.123, 3, "123456789.123"),
        (100, 3, "100"),
        (-0.0, 3, "0"),
        (12.5, 0, "13"),
        (-1.25, 1, "-1.3"),
        (2e16, 2, "20000000000000000"),
        // Past Int64: the shortest digits of the value, then zeros (it was written as 9000000000000000000).
        (1.6e38, 3, "160000000000000000000000000000000000000"),
        (-1.25e20, 3, "-125000000000000000000"),
        (1.2345678901234567e19, 3, "12345678901234567000"),
        (Double.nan, 3, "0"),
        (Double.infinity, 3, "0"),
    ])
    func roundedToTheirDecimalsWithoutExponent(_ value: Double, _ decimals: Int, _ expected: String) {
        #expect(AndroidNumber.format(value, decimals: decimals) == expected)
    }

    @Test(arguments: [(2.5, "3"), (-2.5, "-3"), (3e10, "2147483647"), (-3e10, "-2147483648"), (Double.nan, "0")])
    func integersRoundAndClampTo32Bits(_ value: Double, _ expected: String) {
        #expect(AndroidNumber.integer(value) == expected)
    }
}
