import RefractModel

extension NumberText {
    /// `append(x, to:)` into a `TextSink`: the same text, without an array's uniqueness and capacity check per digit.
    public static func append(_ x: Double, to sink: inout TextSink) {
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
    private static func digits(_ value: UInt64, count: Int, to sink: inout TextSink) {
        var divisor: UInt64 = 1
        for _ in 1..<count { divisor *= 10 }
        while divisor > 0 {
            sink.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
