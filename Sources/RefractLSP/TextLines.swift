import RefractJSONRPC

/// How a client counts characters in a line (LSP 3.17 `positionEncoding`): UTF-16 code units unless it
/// offers UTF-8, which is what the reader's offsets already are.
enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
}

/// An LSP position: a 0-based line and a 0-based character in the session's encoding.
struct TextPosition: Sendable, Hashable, Comparable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init?(_ json: JSONValue?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue, line >= 0, character >= 0 else {
            return nil
        }
        self.init(line: line, character: character)
    }

    var json: JSONValue { ["line": .integer(line), "character": .integer(character)] }

    static func < (lhs: TextPosition, rhs: TextPosition) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }
}

/// A document's bytes with where each line starts, to turn byte offsets into LSP positions and back.
struct TextLines: Sendable {
    let bytes: [UInt8]
    let encoding: PositionEncoding
    private let lineStarts: [Int]
    /// UTF-16 code units before every `stride`-th byte, so a position on a long line (a minified file, a
    /// fuzzed one) costs at most `stride` bytes' counting, not the whole line's.
    private let unitsBefore: [Int]
    private static let stride = 64

    init(_ bytes: [UInt8], encoding: PositionEncoding) {
        self.bytes = bytes
        self.encoding = encoding
        var starts = [0]
        var checkpoints = [0]
        var units = 0
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
            if encoding == .utf16 {
                units += Self.units(lead: byte)
                if (offset + 1) % Self.stride == 0 { checkpoints.append(units) }
            }
        }
        lineStarts = starts
        unitsBefore = checkpoints
    }

    private static func units(lead byte: UInt8) -> Int {
        if byte & 0xC0 == 0x80 { return 0 }
        return byte >= 0xF0 ? 2 : 1
    }

    /// UTF-16 code units in `bytes[0 ..< offset]`.
    private func units(before offset: Int) -> Int {
        let checkpoint = offset / Self.stride
        var units = unitsBefore[checkpoint]
        for index in (checkpoint * Self.stride)..<offset { units += Self.units(lead: bytes[index]) }
        return units
    }

    var lineCount: Int { lineStarts.count }

    /// The position of a byte offset (clamped to the text).
    func position(of offset: Int) -> TextPosition {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        switch encoding {
        case .utf8: return TextPosition(line: low, character: offset - start)
        case .utf16:
            return TextPosition(line: low, character: units(before: offset) - units(before: start))
        }
    }

    /// The byte offset of a position; a character past the line's end is its end (as LSP says), a line
    /// past the last is the end of the text.
    func offset(of position: TextPosition) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        var end = position.line + 1 < lineStarts.count ? lineStarts[position.line + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        switch encoding {
        case .utf8: return min(start + position.character, end)
        case .utf16:
            var units = 0
            var offset = start
            while offset < end, units < position.character {
                let byte = bytes[offset]
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                units += length == 4 ? 2 : 1
                offset += length
            }
            return min(offset, end)
        }
    }

    func range(_ start: Int, _ end: Int) -> JSONValue {
        ["start": position(of: start).json, "end": position(of: max(start, end)).json]
    }
}
