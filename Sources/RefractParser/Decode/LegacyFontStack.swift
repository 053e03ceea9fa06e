import RefractDiagnostics

/// A `fontFamily` written as one CSS `font-family` string (`"Inter, -apple-system, 'Segoe UI', sans-serif"`),
/// read as the list of families it names. No family name a platform can match holds a comma, so a comma
/// outside quotes always separates two families.
enum LegacyFontStack {
    /// The families of `text` when it is a CSS list (a comma outside quotes, or one quoted name); nil when it
    /// is a plain family name, or when a quote is left open or a family is empty (then it is kept as written).
    static func parse(_ text: String) -> [String]? {
        var families: [String] = []
        var current = ""
        var quote: Character?
        var wasQuoted = false
        var sawSeparator = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
                continue
            }
            switch character {
            case "\"", "'":
                guard current.trimmingWhitespace.isEmpty else { return nil }
                current = ""
                quote = character
                wasQuoted = true
            case ",":
                guard let family = family(current) else { return nil }
                families.append(family)
                current = ""
                sawSeparator = true
            default:
                current.append(character)
            }
        }
        guard quote == nil, let last = family(current) else { return nil }
        families.append(last)
        return sawSeparator || wasQuoted ? families : nil
    }

    /// An unquoted family's runs of white space are one space, as CSS reads them.
    private static func family(_ text: String) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The families as a JSON array, which YAML reads as the same list: the fix-it's text.
    static func jsonArray(_ families: [String]) -> String {
        "[" + families.map(JSONStringLiteral.quoted).joined(separator: ", ") + "]"
    }
}
