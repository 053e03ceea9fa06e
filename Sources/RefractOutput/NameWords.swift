/// Splits token paths into words and joins them in the case styles platforms use. Every backend
/// names things from the same words, so `color.brand-primary` is `colorBrandPrimary` in Swift,
/// `--color-brand-primary` in CSS and `color_brand_primary` on Android.
public enum NameWords {
    /// Words of one name: split at `-`, `_`, spaces and other punctuation, and at lower→upper case
    /// changes (`onPrimary` → `on`, `Primary`); digits stay attached to what precedes them.
    public static func words(_ name: String) -> [String] {
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
