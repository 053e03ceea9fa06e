import RefractDiagnostics
import RefractModel
import RefractParser
import Testing

/// A number, dimension or duration beyond what a 32-bit float holds (Android resources, Compose) is an
/// error at the value: written out it became `inf` in Swift and JSON and `0dp` on Android.
@Suite("Values the platforms can hold")
struct PortableRangeTests {
    static let help = "Android and Compose hold values as 32-bit floats: at most 3.4028235e+38"

    static let cases: [(type: String, value: String, code: String, message: String, help: String)] = [
        ("number", "1e39", "number.out-of-range", "number 1e+39 is too large for the platforms", help + " in magnitude"),
        ("number", "-1e39", "number.out-of-range", "number -1e+39 is too large for the platforms", help + " in magnitude"),
        ("dimension", #"{"value": 1e308, "unit": "rem"}"#, "dimension.out-of-range",
         "dimension 1e+308 rem is too large for the platforms", help + " px in magnitude"),
        // 16 px to the rem: within a float as rem, beyond it as px.
        ("dimension", #"{"value": 3e38, "unit": "rem"}"#, "dimension.out-of-range",
         "dimension 3e+38 rem is too large for the platforms", help + " px in magnitude"),
        ("dimension", #""1000000000000000000000000000000000000000px""#, "dimension.out-of-range",
         "dimension 1e+39 px is too large for the platforms", help + " px in magnitude"),
        ("duration", #"{"value": 1e38, "unit": "s"}"#, "duration.out-of-range",
         "duration 1e+38 s is too large for the platforms", help + " ms in magnitude"),
    ]

    @Test(arguments: cases)
    func valuesBeyondAFloatAreAnErrorAtTheValue(
        _ example: (type: String, value: String, code: String, message: String, help: String)
    ) throws {
        let json = "{\n  \"t\": {\n    \"$type\": \"\(example.type)\",\n    \"$value\": \(example.value)\n  }\n}"
        let result = try parseTokens(json, name: "range")
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code.rawValue) == [example.code])
        #expect(errors.map(\.message) == [example.message])
        #expect(errors.first?.help == example.help)
        #expect(errors.first?.span?.start.line == 4)
        #expect(result.tokens.tokens.isEmpty)
    }

    @Test(arguments: [
        ("number", "3.4e38"), ("dimension", #"{"value": 2e37, "unit": "rem"}"#),
        ("duration", #"{"value": 3.4e35, "unit": "s"}"#),
    ])
    func valuesWithinAFloatAreKept(_ type: String, _ value: String) throws {
        let result = try parseTokens("{\"t\": {\"$type\": \"\(type)\", \"$value\": \(value)}}", name: "range")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(result.tokens.tokens.count == 1)
    }
}
