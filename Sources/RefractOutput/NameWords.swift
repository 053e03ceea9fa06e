/// Splits token paths into words and joins them in the case styles platforms use. Every backend
/// names things from the same words, so `color.brand-primary` is `colorBrandPrimary` in Swift,
/// `--color-brand-primary` in CSS and `color_brand_primary` on Android.
package enum NameWords {
    /// Words of one name: split at `-`, `_`, spaces and other punctuation, and at lower→upper case
    /// changes (`onPrimary` → `on`, `Primary`); digits stay attached to what precedes them.
    package static func words(_ name: String) -> [String] {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(name) }
        var words: [String] = []
        var current = ""
        var previous: CharacterKind?
        for character in name {
            guard let kind = CharacterKind(character) else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, kind.isUppercase, previous.isLowercaseOrNumber {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = kind
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The same split for ASCII text, where every character is one byte: walking bytes skips the
    /// grapheme breaking that walking `Character`s costs, and most token paths are ASCII.
    private static func asciiWords(_ name: String) -> [String] {
        var words: [String] = []
        let utf8 = name.utf8
        var start: String.Index?
        var previousIsLowercaseOrNumber = false
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            let isLowercaseOrNumber = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            if !isUpper, !isLowercaseOrNumber {
                if let wordStart = start { words.append(String(name[wordStart..<index])) }
                start = nil
                previousIsLowercaseOrNumber = false
            } else {
                if isUpper, previousIsLowercaseOrNumber, let wordStart = start {
                    words.append(String(name[wordStart..<index]))
                    start = nil
                }
                if start == nil { start = index }
                previousIsLowercaseOrNumber = isLowercaseOrNumber
            }
            utf8.formIndex(after: &index)
        }
        if let wordStart = start { words.append(String(name[wordStart...])) }
        return words
    }

    /// What splits words at a character: nil for one that is neither letter nor number. ASCII characters
    /// are told apart by their code (Unicode property lookups for every character were a tenth of a build).
    private struct CharacterKind {
        let isUppercase: Bool
        let isLowercaseOrNumber: Bool

        init?(_ character: Character) {
            if let ascii = character.asciiValue {
                let isUpper = ascii >= UInt8(ascii: "A") && ascii <= UInt8(ascii: "Z")
                let isLower = ascii >= UInt8(ascii: "a") && ascii <= UInt8(ascii: "z")
                let isDigit = ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9")
                guard isUpper || isLower || isDigit else { return nil }
                isUppercase = isUpper
                isLowercaseOrNumber = isLower || isDigit
            } else {
                guard character.isLetter || character.isNumber else { return nil }
                isUppercase = character.isUppercase
                isLowercaseOrNumber = character.isLowercase || character.isNumber
            }
        }
    }

    package static func words(ofSegments segments: [String]) -> [String] {
        segments.flatMap(words)
    }

    /// The words of `segments`, lowercased and joined by `separator` (their `snake` or `kebab` case), in
    /// one pass over ASCII text without making a string per word; nil when a segment is not ASCII, whose
    /// words take Unicode's rules (`words`). Names are made for every token on every platform, and
    /// splitting them into word strings first was a tenth of a build.
    package static func joinedLowercase(_ segments: [String], separator: UInt8) -> String? {
        var bytes: [UInt8] = []
        // Room for the text and a separator per segment; camel-case breaks add a few more.
        bytes.reserveCapacity(segments.reduce(0) { $0 + $1.utf8.count + 2 })
        for segment in segments {
            var inWord = false
            var previousIsLowercaseOrNumber = false
            for byte in segment.utf8 {
                guard byte < 0x80 else { return nil }
                let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                let isLowercaseOrNumber = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                guard isUpper || isLowercaseOrNumber else {
                    inWord = false
                    previousIsLowercaseOrNumber = false
                    continue
                }
                if isUpper, previousIsLowercaseOrNumber { inWord = false }
                if !inWord {
                    if !bytes.isEmpty { bytes.append(separator) }
                    inWord = true
                }
                bytes.append(isUpper ? byte + 32 : byte)
                previousIsLowercaseOrNumber = isLowercaseOrNumber
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    package static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        if let ascii = asciiLowerCamel(words) { return ascii }
        return first.lowercased() + words.dropFirst().map(capitalized).joined()
    }

    /// The same for ASCII words, cased byte by byte into one buffer: `uppercased()` of a `Character` and
    /// `lowercased()` of each word made three strings per word. Nil when a word is not ASCII.
    private static func asciiLowerCamel(_ words: [String]) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(words.reduce(0) { $0 + $1.utf8.count })
        for (position, word) in words.enumerated() {
            for (offset, byte) in word.utf8.enumerated() {
                guard byte < 0x80 else { return nil }
                let upper = position > 0 && offset == 0
                let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
                let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                bytes.append(upper && isLower ? byte - 32 : !upper && isUpper ? byte + 32 : byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    package static func upperCamel(_ words: [String]) -> String {
        words.map(capitalized).joined()
    }

    package static func kebab(_ words: [String]) -> String {
        words.map { $0.lowercased() }.joined(separator: "-")
    }

    package static func snake(_ words: [String]) -> String {
        words.map { $0.lowercased() }.joined(separator: "_")
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst().lowercased()
    }
}
