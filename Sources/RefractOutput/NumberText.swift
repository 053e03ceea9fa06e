import RefractModel

/// Numbers as the generated code and the JSON bundle print them, appended as UTF-8: what
/// `formatNumber(x)` gives, with `-0` as `0`. Integers, and fractions between 0.001 and 1 (either sign) with
/// at most six decimals — most colour components and sizes — are written digit by digit; anything else goes
/// through `formatNumber`. A fraction that is the double nearest a decimal of six digits or fewer (the
/// division is correctly rounded) has those digits as its shortest round-trip form, which is what
/// `formatNumber` prints.
public enum NumberText {
    public static func append(_ x: Double, to bytes: inout [UInt8]) {
        write(x, to: &bytes)
    }

    /// The same text into a `TextSink`, without an array's uniqueness and capacity check per digit.
    public static func append(_ x: Double, to sink: inout TextSink) {
        write(x, to: &sink)
    }

    private static func write<Sink: ByteAppending>(_ x: Double, to sink: inout Sink) {
        if x.isFinite, x == x.rounded(), abs(x) < 1e15 {
            let value = Int64(x)
            if value < 0 { sink.append(UInt8(ascii: "-")) }
            var count = 1
            var limit: UInt64 = 10
            while count < 15, value.magnitude >= limit {
                count += 1
                limit *= 10
            }
            return digits(value.magnitude, count: count, to: &sink)
        }
        let magnitude = abs(x)
        let scaled = (magnitude * 1_000_000).rounded()
        guard magnitude >= 0.001, magnitude < 1, scaled / 1_000_000 == magnitude else {
            return sink.append(text: formatNumber(x))
        }
        if x < 0 { sink.append(UInt8(ascii: "-")) }
        sink.append(UInt8(ascii: "0"))
        sink.append(UInt8(ascii: "."))
        var fraction = UInt64(scaled)
        var count = 6
        while fraction % 10 == 0 {
            fraction /= 10
            count -= 1
        }
        digits(fraction, count: count, to: &sink)
    }

    /// The last `count` decimal digits of `value`, leading zeros included.
    private static func digits<Sink: ByteAppending>(_ value: UInt64, count: Int, to sink: inout Sink) {
        var divisor: UInt64 = 1
        for _ in 1..<count { divisor *= 10 }
        while divisor > 0 {
            sink.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
