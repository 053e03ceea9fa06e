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

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ text: Substring) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// `SwiftLiteral.number(x)`: integers without a fraction (and `-0` as `0`) printed digit by digit, other
    /// numbers in Swift's shortest round-trip form. Most colour and size values are written here.
    mutating func write(number x: Double) {
        guard x.isFinite, x == x.rounded(), abs(x) < 1e15 else { return write(fraction: x) }
        let value = Int64(x)
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// A fraction between 0.001 and 1 (either sign) with at most six decimals, the common colour component,
    /// is printed from its decimal digits: being the double nearest that decimal (the division is correctly
    /// rounded), its shortest round-trip form is those digits, which is what `description` gives (checked for
    /// every such decimal). Anything else is printed by `description`.
    private mutating func write(fraction x: Double) {
        let magnitude = abs(x)
        let scaled = (magnitude * 1_000_000).rounded()
        guard magnitude >= 0.001, magnitude < 1, scaled / 1_000_000 == magnitude else { return write(x.description) }
        write(x < 0 ? "-0." : "0.")
        var digits = Int(scaled)
        var count = 6
        while digits % 10 == 0 {
            digits /= 10
            count -= 1
        }
        let start = bytes.count
        for _ in 0..<count {
            bytes.append(UInt8(ascii: "0") + UInt8(digits % 10))
            digits /= 10
        }
        bytes[start...].reverse()
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
