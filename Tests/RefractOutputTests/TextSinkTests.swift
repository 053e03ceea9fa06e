import RefractModel
import RefractOutput
import Testing

/// Text written into a string's storage must not depend on the capacity estimate, and numbers must read
/// as `NumberText` writes them into an array.
struct TextSinkTests {
    private static func sample(_ sink: inout TextSink) {
        sink.append("{\n")
        sink.spaces(6)
        sink.append(text: "naïve \u{1F600} text")
        for x in [0.5, -3, 1e20, 0.123456] { NumberText.append(x, to: &sink) }
        sink.append(UInt8(ascii: "}"))
    }

    @Test(arguments: [0, 1, 10, 30, 64, 4096])
    func textIsTheSameForAnyCapacity(_ capacity: Int) {
        let expected = "{\n      naïve \u{1F600} text0.5-31e+200.123456}"
        #expect(TextSink.string(capacity: capacity, Self.sample) == expected)
    }

    @Test func numbersMatchTheArrayWriter() {
        var mismatches: [Double] = []
        let values: [Double] = [0, -0.0, 1, -1, 255, 1e14, 1e15, -123456789, 0.001, 0.000999, 2.0 / 3.0, .infinity, .nan]
            + stride(from: 0, through: 1_000_000, by: 997).map { Double($0) / 1_000_000 }
        for x in values + values.map({ -$0 }) {
            var bytes: [UInt8] = []
            NumberText.append(x, to: &bytes)
            let text = TextSink.string(capacity: 8) { NumberText.append(x, to: &$0) }
            if text != String(decoding: bytes, as: UTF8.self) { mismatches.append(x) }
        }
        #expect(mismatches.isEmpty)
    }
}
