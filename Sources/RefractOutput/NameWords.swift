/// Splits token paths into words and joins them in the case styles platforms use. Every backend
/// names things from the same words, so `color.brand-primary` is `colorBrandPrimary` in Swift,
/// `--color-brand-primary` in CSS and `color_brand_primary` on Android.
public enum NameWords {
    /// Words of one name: split at `-`, `_`, spaces and other punctuation, and at lower→upper case
    /// changes (`onPrimary` → `on`, `Primary`); digits stay attached to what precedes them.
    public static func words(_ name: String) -> [String] {
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
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst().lowercased()
    }
}
