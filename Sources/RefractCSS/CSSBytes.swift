/// CSS text under construction, as UTF-8 bytes made into a `String` once: colours and declarations are most
/// of a large set's text, and joining a handful of small strings for each cost more than formatting them.
struct CSSBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Copied as one block where the string's storage allows: appending its UTF-8 view went byte by byte.
    mutating func append(contentsOf text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: text.utf8) }
    }

    /// `CSSNumber.format(value, decimals:)`, without the intermediate string.
    mutating func append(_ value: Double, decimals: Int = CSSNumber.defaultDecimals) {
        CSSNumber.withDigits(value, decimals: decimals) { bytes.append(contentsOf: $0) }
    }

    /// `indent` `name` `: ` `value` `;` and a newline, measured and written into a scratch buffer, then
    /// appended in one copy: five appends, each checking the array's uniqueness and room, cost more for the
    /// hundreds of thousands of declarations of a large set.
    mutating func appendDeclaration(indent: String, name: String, value: String) {
        let count = indent.utf8.count + name.utf8.count + value.utf8.count + 4
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { scratch in
            var line = Writer(scratch)
            line.write(indent)
            line.write(name)
            line.write(UInt8(ascii: ":"), UInt8(ascii: " "))
            line.write(value)
            line.write(UInt8(ascii: ";"), UInt8(ascii: "\n"))
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<line.at]))
        }
    }

    /// Copies pieces one after the other into a buffer that has room for them all. A struct passed on,
    /// not a function nested in the closure: its captured count was checked for exclusive access on
    /// every piece.
    private struct Writer {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        private(set) var at = 0

        init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
            self.buffer = buffer
        }

        mutating func write(_ first: UInt8, _ second: UInt8) {
            buffer[at] = first
            buffer[at + 1] = second
            at += 2
        }

        mutating func write(_ text: String) {
            var text = text
            text.withUTF8 { copy($0) }
        }

        private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
            (target + at).initialize(from: source, count: bytes.count)
            at += bytes.count
        }
    }

    /// A non-negative integer's decimal digits (a colour channel's byte).
    mutating func append(whole value: Int) {
        if value >= 10 { append(whole: value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
