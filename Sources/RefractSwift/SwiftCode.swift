/// Generated Swift source under construction, as UTF-8 bytes: the pre-printed `…Lines` of the context are
/// written here in one pass, without a `String` per line or per piece (for 100k tokens that was a large share
/// of the backend in allocation and reference counting).
struct SwiftCode {
    private var bytes: [UInt8] = []

    /// `capacity`: the bytes expected, so that a large block is not copied as it grows.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Without a copy of `text` (a retain per piece written).
    mutating func write(_ text: String) {
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if written == nil { bytes.append(contentsOf: text.utf8) }
    }

    /// `SwiftLiteral.number(x)`: integers without a fraction (and `-0` as `0`) printed digit by digit, other
    /// numbers in Swift's shortest round-trip form. Most colour and size values are written here.
    mutating func write(number x: Double) {
        guard x.isFinite, x == x.rounded(), abs(x) < 1e15 else { return write(fraction: x) }
        let value = Int64(x)
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var count = 1
        var limit: UInt64 = 10
        while count < 15, value.magnitude >= limit {
            count += 1
            limit *= 10
        }
        write(digits: value.magnitude, count: count)
    }

    /// A fraction between 0.001 and 1 (either sign) with at most six decimals, the common colour component,
    /// is printed from its decimal digits: being the double nearest that decimal (the division is correctly
    /// rounded), its shortest round-trip form is those digits, which is what `description` gives (checked for
    /// every such decimal). Anything else is printed by `description`.
    private mutating func write(fraction x: Double) {
        let magnitude = abs(x)
        let scaled = (magnitude * 1_000_000).rounded()
        guard magnitude >= 0.001, magnitude < 1, scaled / 1_000_000 == magnitude else { return write(x.description) }
        if x < 0 { bytes.append(UInt8(ascii: "-")) }
        bytes.append(UInt8(ascii: "0"))
        bytes.append(UInt8(ascii: "."))
        var digits = UInt64(scaled)
        var count = 6
        while digits % 10 == 0 {
            digits /= 10
            count -= 1
        }
        write(digits: digits, count: count)
    }

    /// The last `count` decimal digits of `value`, leading zeros included.
    private mutating func write(digits value: UInt64, count: Int) {
        var divisor: UInt64 = 1
        for _ in 1..<count { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// Ends the current line.
    mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    var isEmpty: Bool { bytes.isEmpty }

    /// Everything written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The lines written so far, each ended by `newline()`, joined by newlines without a final one.
    var lines: String {
        String(decoding: bytes.last == UInt8(ascii: "\n") ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }
}
