import RefractOutput

/// Text that must survive inside CSS comments and strings.
enum CSSText {
    /// Text for a `/* … */` comment on one line: `*/` cannot end the comment early, and line breaks become
    /// spaces so a description cannot split the declaration it documents.
    static func comment(_ text: String) -> String {
        var result = ""
        var previous: Character?
        for character in text {
            switch character {
            case "\n", "\r", "\u{2028}", "\u{2029}":
                if previous != " " { result.append(" ") }
                previous = " "
                continue
            case "/" where previous == "*":
                // `*/` would close the comment: keep the look, break the token.
                result.append(" ")
            default:
                break
            }
            result.append(character)
            previous = character
        }
        return result.trimmingSpaces()
    }

    /// A double-quoted CSS string: `"` and `\` escaped, control characters as hex escapes.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\" + String(scalar.value, radix: 16) + " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension String {
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while slice.first == " " { slice.removeFirst() }
        while slice.last == " " { slice.removeLast() }
        return String(slice)
    }
}

extension CSSText {
    /// `name: value;`, made in one allocation without an array of parts: a large set has hundreds of
    /// thousands of declarations.
    static func declaration(_ name: String, _ value: String) -> String {
        let (nameCount, valueCount) = (name.utf8.count, value.utf8.count)
        return String(unsafeUninitializedCapacity: nameCount + valueCount + 3) { buffer in
            var at = copy(name, into: buffer, at: 0)
            buffer[at] = UInt8(ascii: ":")
            buffer[at + 1] = UInt8(ascii: " ")
            at = copy(value, into: buffer, at: at + 2)
            buffer[at] = UInt8(ascii: ";")
            return at + 1
        }
    }

    /// Writes `text`'s UTF-8 at `offset`; returns where it ends.
    private static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let written = text.utf8.withContiguousStorageIfAvailable { bytes in
            UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(from: bytes).1
        }
        if let written { return offset + written }
        var at = offset
        for byte in text.utf8 {
            buffer[at] = byte
            at += 1
        }
        return at
    }

    /// The texts one after the other, copied once (`concatenated`).
    static func joined(_ parts: String...) -> String {
        concatenated(parts)
    }
}
