/// The UTF-16 columns of one file's byte positions, counted once for the whole file so that each
/// position costs a few bytes' work: SARIF gives thousands of regions on one minified line, and
/// decoding the line up to each of them was quadratic in its length.
///
/// Every UTF-8 lead byte is one UTF-16 code unit, two for a four-byte sequence (an astral character,
/// a surrogate pair); continuation bytes are none. That is `String(decoding:).utf16.count` of any range
/// starting and ending on character boundaries of valid UTF-8, which is what token files are.
struct UTF16Columns {
    /// Bytes between two counted checkpoints; a position counts at most this many bytes itself.
    static let stride = 64

    private let bytes: [UInt8]
    /// `unitsBefore[k]` is the number of UTF-16 code units in `bytes[0 ..< k * stride]`.
    private let unitsBefore: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var checkpoints = [0]
        checkpoints.reserveCapacity(bytes.count / Self.stride + 1)
        var units = 0
        for (offset, byte) in bytes.enumerated() {
            units += Self.units(lead: byte)
            if (offset + 1) % Self.stride == 0 { checkpoints.append(units) }
        }
        self.unitsBefore = checkpoints
    }

    /// The 1-based UTF-16 column of a position whose column counts UTF-8 bytes, or nil when the position
    /// does not lie in these bytes.
    func column(of position: SourcePosition) -> Int? {
        let lineStart = position.offset - (position.column - 1)
        guard lineStart >= 0, lineStart <= position.offset, position.offset <= bytes.count else { return nil }
        return units(before: position.offset) - units(before: lineStart) + 1
    }

    /// UTF-16 code units in `bytes[0 ..< offset]`.
    func units(before offset: Int) -> Int {
        let checkpoint = offset / Self.stride
        var units = unitsBefore[checkpoint]
        for index in (checkpoint * Self.stride)..<offset { units += Self.units(lead: bytes[index]) }
        return units
    }

    private static func units(lead byte: UInt8) -> Int {
        if byte & 0xC0 == 0x80 { return 0 }
        return byte >= 0xF0 ? 2 : 1
    }
}
