/// Turns libyaml's character indexes into byte offsets. libyaml counts positions in characters; ours
/// are bytes. Marks arrive nearly in file order, so the cursor walks a short way each time.
struct CharacterOffsetCursor {
    private let bytes: [UInt8]
    private let contentStart: Int
    private let isASCII: Bool
    private var characterIndex = 0
    private var byteOffset: Int

    /// `contentStart` is the byte where libyaml's character 0 is (after a byte order mark).
    init(_ bytes: [UInt8], contentStart: Int) {
        self.bytes = bytes
        self.contentStart = contentStart
        self.byteOffset = contentStart
        var ascii = true
        for offset in contentStart..<bytes.count where bytes[offset] >= 0x80 {
            ascii = false
            break
        }
        self.isASCII = ascii
    }

    mutating func byteOffset(ofCharacter index: Int) -> Int {
        if isASCII { return min(contentStart + index, bytes.count) }
        while characterIndex < index, byteOffset < bytes.count {
            byteOffset += UTF8Validation.sequenceLength(lead: bytes[byteOffset])
            characterIndex += 1
        }
        while characterIndex > index, byteOffset > contentStart {
            byteOffset -= 1
            while byteOffset > contentStart, bytes[byteOffset] & 0xC0 == 0x80 { byteOffset -= 1 }
            characterIndex -= 1
        }
        return min(byteOffset, bytes.count)
    }
}
