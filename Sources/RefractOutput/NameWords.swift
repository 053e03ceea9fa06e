/// Splits token paths into words and joins them in the case styles platforms use. Every backend
/// names things from the same words, so `color.brand-primary` is `colorBrandPrimary` in Swift,
/// `--color-brand-primary` in CSS and `color_brand_primary` on Android.
public enum NameWords {
    /// Words of one name: split at `-`, `_`, spaces and other punctuation, and at lower→upper case
    /// changes (`onPrimary` → `on`, `Primary`); digits stay attached to what precedes them.
    public static func words(_ name: String) -> [String] {
        if let ascii = asciiWords(name) { return ascii }
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, character.isUppercase, previous.isLowercase || previous.isNumber {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The same split on bytes, for the common all-ASCII name: Unicode property lookups per
    /// character were a tenth of a 100k-token build.
    private static func asciiWords(_ name: String) -> [String]? {
        var name = name
        return name.withUTF8 { bytes in
            asciiWordRanges(bytes).map { ranges in ranges.map { String(decoding: bytes[$0], as: UTF8.self) } }
        }
    }

    /// Where the words of ASCII `bytes` are, by the rules of `words(_:)`; nil for any other text.
    private static func asciiWordRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        var ranges: [Range<Int>] = []
        var start = -1
        var previous: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x80 else { return nil }
            let isUpper = byte >= 0x41 && byte <= 0x5A
            let isLower = byte >= 0x61 && byte <= 0x7A
            let isDigit = byte >= 0x30 && byte <= 0x39
            guard isUpper || isLower || isDigit else {
                if start >= 0 { ranges.append(start..<index) }
                start = -1
                continue
            }
            if start >= 0, isUpper, (previous >= 0x61 && previous <= 0x7A) || (previous >= 0x30 && previous <= 0x39) {
                ranges.append(start..<index)
                start = index
            }
            if start < 0 { start = index }
            previous = byte
        }
        if start >= 0 { ranges.append(start..<bytes.endIndex) }
        return ranges
    }

    public static func words(ofSegments segments: [String]) -> [String] {
        segments.flatMap(words)
    }

    public static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(capitalized).joined()
    }

    public static func upperCamel(_ words: [String]) -> String {
        words.map(capitalized).joined()
    }

    public static func kebab(_ words: [String]) -> String {
        words.map { $0.lowercased() }.joined(separator: "-")
    }

    public static func snake(_ words: [String]) -> String {
        words.map { $0.lowercased() }.joined(separator: "_")
    }

    private static func capitalized(_ word: String) -> String {
        if let ascii = asciiCapitalized(word) { return ascii }
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst().lowercased()
    }

    private static func asciiCapitalized(_ word: String) -> String? {
        var word = word
        return word.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for (index, byte) in bytes.enumerated() {
                    let isUpper = byte >= 0x41 && byte <= 0x5A
                    let isLower = byte >= 0x61 && byte <= 0x7A
                    buffer[index] = index == 0 ? (isLower ? byte - 0x20 : byte) : (isUpper ? byte + 0x20 : byte)
                }
                return bytes.count
            }
        }
    }

    /// The lowercased words of ASCII `segments` joined by `separator`, in one pass over the bytes: the text
    /// `kebab` (`-`) or `snake` (`_`) gives for `words(ofSegments:)`, and how many words it has. Nil when a
    /// segment is not ASCII. Backends name every token this way; splitting into word arrays first cost
    /// more than the rest of naming.
    public static func asciiJoinedLowercase<Segments: Sequence>(
        _ segments: Segments, separator: UInt8
    ) -> (text: String, words: Int)? where Segments.Element: StringProtocol {
        var joined: [UInt8] = []
        var words = 0
        for segment in segments {
            // A new segment starts a new word, as `words(ofSegments:)` splits each on its own.
            var text = String(segment)
            let complete = text.withUTF8 { appendLowercasedASCIIWords($0, separator: separator, to: &joined, words: &words) }
            guard complete else { return nil }
        }
        return (String(decoding: joined, as: UTF8.self), words)
    }

    /// Appends the words of ASCII `bytes` (split as `words(_:)` splits), lowercased, each after `separator`
    /// unless it is the first word written (`words` counts the words written so far, across calls). In one
    /// pass over the bytes into one bulk append: no list of word ranges and no append per byte. False when
    /// `bytes` is not ASCII: `buffer` is then as it was but `words` may have grown, and callers name the
    /// token another way. The name makers of the CSS and Android backends call this for every token.
    public static func appendLowercasedASCIIWords(
        _ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, to buffer: inout [UInt8], words: inout Int
    ) -> Bool {
        guard !bytes.isEmpty else { return true }
        // At most a separator before every byte.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * bytes.count + 1) { scratch in
            var at = 0
            var inWord = false
            var previousSplits = false
            for byte in bytes {
                guard byte < 0x80 else { return false }
                let isUpper = byte &- 0x41 < 26
                let isLower = byte &- 0x61 < 26
                let isDigit = byte &- 0x30 < 10
                guard isUpper || isLower || isDigit else {
                    inWord = false
                    continue
                }
                // A word starts after punctuation, and at an upper-case letter after a lower-case one or a digit.
                if !inWord || (isUpper && previousSplits) {
                    if words > 0 {
                        scratch[at] = separator
                        at += 1
                    }
                    words += 1
                    inWord = true
                }
                scratch[at] = isUpper ? byte + 32 : byte
                at += 1
                previousSplits = isLower || isDigit
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<at]))
            return true
        }
    }
}
