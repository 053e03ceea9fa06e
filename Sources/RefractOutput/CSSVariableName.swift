import RefractModel

/// The custom property a token is named by in CSS: `--` + prefix + the path's words in kebab case. A `$root`
/// token is named after its group (`color.accent.$root` → `--color-accent`), as DTCG means it to be the group's
/// own value. The CSS platform declares these names and the web module refers to them (`cssVar`), so both
/// take them from here.
package enum CSSVariableName {
    /// Nil when the path has no words to make a name of.
    package static func of(_ path: TokenPath, prefix: String) -> String? {
        // A dot ends a word as the end of a segment does, so the path splits whole unless it has segments
        // to leave out (`$root`).
        let segments = path.dotted.utf8.contains(UInt8(ascii: "$")) ? path.segments.filter { $0 != "$root" } : [path.dotted]
        let words = NameWords.words(ofSegments: segments)
        guard !words.isEmpty else { return nil }
        // Kebab case, lowercased once for the whole name rather than word by word: the same text.
        let all = prefix.isEmpty ? words : NameWords.words(prefix) + words
        return "--" + all.joined(separator: "-").lowercased()
    }
}
