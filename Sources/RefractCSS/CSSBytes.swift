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
            var at = 0
            func put(_ text: String) {
                let copied: Void? = text.utf8.withContiguousStorageIfAvailable { source in
                    guard let from = source.baseAddress, let to = scratch.baseAddress else { return }
                    (to + at).initialize(from: from, count: source.count)
                    at += source.count
                }
                guard copied == nil else { return }
                for byte in text.utf8 {
                    scratch[at] = byte
                    at += 1
                }
            }
            put(indent)
            put(name)
            scratch[at] = UInt8(ascii: ":")
            scratch[at + 1] = UInt8(ascii: " ")
            at += 2
            put(value)
            scratch[at] = UInt8(ascii: ";")
            scratch[at + 1] = UInt8(ascii: "\n")
            at += 2
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<at]))
        }
    }

    /// A non-negative integer's decimal digits (a colour channel's byte).
    mutating func append(whole value: Int) {
        if value >= 10 { append(whole: value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
