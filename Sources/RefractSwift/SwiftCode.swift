import RefractOutput

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

    /// `text` with its first letter upper-cased when it is an ASCII letter (member names are ASCII, see
    /// `ThemeMemberName`).
    mutating func write(capitalizing text: String) {
        let start = bytes.count
        write(text)
        if start < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[start]) { bytes[start] -= 32 }
    }

    /// `SwiftLiteral.number(x)`: integers without a fraction (and `-0` as `0`), other numbers in their
    /// shortest round-trip form (see `NumberText`). Most colour and size values are written here.
    mutating func write(number x: Double) {
        NumberText.append(x, to: &bytes)
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
