/// `font-family` lists: each name unquoted when CSS reads it back as the same name, otherwise quoted.
enum CSSFontFamily {
    /// Keywords CSS reads as something other than a family name (the CSS-wide keywords and `default`):
    /// a family with one of these names must be quoted.
    private static let reserved: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer", "default"]

    static func list(_ names: [String]) -> String {
        names.map(name).joined(separator: ", ")
    }

    /// Single identifiers stay bare, so generic families (`sans-serif`, `system-ui`) and vendor keywords
    /// (`-apple-system`) keep their meaning; names with spaces, digits first or punctuation are quoted.
    static func name(_ name: String) -> String {
        isPlainIdentifier(name) && !reserved.contains(name.lowercased()) ? name : CSSText.quoted(name)
    }

    static func isPlainIdentifier(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        guard let first = scalars.first, isNameStart(first) else { return false }
        return scalars.dropFirst().allSatisfy { isNameStart($0) || $0 == "-" || ("0"..."9").contains($0) }
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar.value >= 0x80
    }
}
