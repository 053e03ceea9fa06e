import Testing

@testable import RefractParser

/// The `hex` fallback of a colour object must be `#` and six hex digits, read on the bytes.
@Suite("Hex fallback")
struct HexFallbackTests {
    @Test(arguments: [
        ("#d17870", true), ("#D1787F", true), ("#000000", true),
        ("#d1787", false), ("#d178700", false), ("d17870#", false), ("#g17870", false), ("", false),
        ("#", false), ("#12345é", false), ("##12345", false),
    ])
    func sixDigitHex(_ text: String, _ expected: Bool) {
        #expect(LegacyColor.isSixDigitHex(text) == expected)
    }
}
