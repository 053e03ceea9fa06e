/// A whole number of units of 10^-`decimals` as decimal text, the one digit writer behind the CSS and
/// Android number formats: the digits written backwards into a small stack buffer, no string per number
/// (the most frequent call of both backends).
public enum DecimalDigits {
    /// Calls `body` with the UTF-8 bytes of `units` / 10^`decimals`, `-` first when `negative`: the
    /// fraction without trailing zeros, and without its point when nothing of it is left (`125`, 2 →
    /// `1.25`; `1200`, 2 → `12`; `5`, 3 → `0.005`).
    @inlinable
    public static func withText<Result>(
        units: UInt64, negative: Bool, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        var units = units
        var fractionDigits = decimals
        while fractionDigits > 0, units % 10 == 0 {
            units /= 10
            fractionDigits -= 1
        }
        // The widest text: 20 digits (or the fraction's zeros and a whole `0`), the point and the sign.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(decimals, 20) + 3) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            for _ in 0..<fractionDigits {
                put(UInt8(ascii: "0") + UInt8(units % 10))
                units /= 10
            }
            if fractionDigits > 0 { put(UInt8(ascii: ".")) }
            repeat {
                put(UInt8(ascii: "0") + UInt8(units % 10))
                units /= 10
            } while units > 0
            if negative { put(UInt8(ascii: "-")) }
            return body(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}
