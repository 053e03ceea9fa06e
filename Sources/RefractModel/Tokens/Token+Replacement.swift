extension Token {
    /// The token a deprecated token's users should move to: `$extensions["dev.refract"].replacedBy`
    /// (`"color.accent"` or `"{color.accent}"`) when given, else the first reference its `$deprecated` text
    /// names (`"Use {color.accent}"`). Nil for a token that is not deprecated: a replacement is advice to the
    /// users of a deprecated name, nothing else.
    package var replacement: TokenPath? {
        guard let deprecation else { return nil }
        if case .string(let explicit)? = extensions?["dev.refract"]?["replacedBy"] {
            return Self.referencedPath(explicit) ?? Self.plainPath(explicit)
        }
        return deprecation.message.flatMap(Self.referencedPath)
    }

    /// The path inside the first `{…}` of `text`, when it holds one.
    static func referencedPath(_ text: String) -> TokenPath? {
        guard let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") else { return nil }
        return plainPath(String(text[text.index(after: open)..<close]))
    }

    static func plainPath(_ text: String) -> TokenPath? {
        let trimmed = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0 == "{" || $0 == "}" || $0 == " " }) else { return nil }
        return TokenPath(trimmed)
    }
}
