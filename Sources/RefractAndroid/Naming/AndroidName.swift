import Foundation
import RefractOutput

/// Android resource names: lower snake case from the words of a token path, ASCII only, and a valid
/// Java identifier, because aapt turns every name into a field of `R` (`R.color.color_primary`).
enum AndroidName {
    /// `color.brand-primary` → `color_brand_primary`; with prefix `acme`, `acme_color_brand_primary`. A
    /// segment may hold several words (`christmas`, `color.primary`, `interpolator`).
    static func resource(_ segments: [String], prefix: String = "") -> String {
        let words = NameWords.words(ofSegments: ([prefix] + segments).filter { !$0.isEmpty }).map(ascii)
        return identifier(NameWords.snake(words.filter { !$0.isEmpty }))
    }

    /// A theme's name, the first words of its resources' names (`light_hc`): lower snake case and ASCII, but
    /// not made an identifier on its own, since it is never used alone (`default` stays `default`).
    static func theme(_ contexts: [String]) -> String {
        let words = NameWords.words(ofSegments: contexts).map(ascii).filter { !$0.isEmpty }
        return words.isEmpty ? "default" : NameWords.snake(words)
    }

    /// One part of a style name (`ThemeOverlay.Acme.Christmas`): UpperCamel words, a valid identifier.
    static func stylePart(_ text: String) -> String {
        let words = NameWords.words(text).map(ascii).filter { !$0.isEmpty }
        return identifier(NameWords.upperCamel(words))
    }

    /// Java forbids a leading digit and its keywords as names; an empty name has nothing to name.
    static func identifier(_ name: String) -> String {
        if name.isEmpty { return "token" }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + name }
        if javaKeywords.contains(name) { return name + "_" }
        return name
    }

    /// Letters with accents lose them (`é` → `e`); other characters outside ASCII become `u` and their code
    /// point in hex, so distinct names stay distinct.
    static func ascii(_ word: String) -> String {
        // The words `NameWords` splits from ASCII text are letters and digits already.
        if word.unicodeScalars.allSatisfy(isASCIILetterOrDigit) { return word }
        let folded = word.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        var result = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII {
                if isASCIILetterOrDigit(scalar) { result.unicodeScalars.append(scalar) }
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                result += "u" + String(scalar.value, radix: 16)
            }
        }
        return result
    }

    private static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// A style name as its `R.style` field: `TextAppearance.Tokens.Body` → `TextAppearance_Tokens_Body`.
    static func field(ofStyle name: String) -> String {
        String(name.map { $0 == "." ? "_" : $0 })
    }

    /// Reserved words and literals of Java (through Java 21), which a field of `R` cannot be named.
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "_",
    ]
}
