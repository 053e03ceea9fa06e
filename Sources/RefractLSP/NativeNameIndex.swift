import RefractDiff

/// The token behind a generated name as an app writes it, looked up without walking every token: by the
/// whole name, by a name at the end of what the app wrote (`RefractTheme.colors.primary` for
/// `colors.primary`), or by the end of a name (`color_primary` for `R.color.color_primary`, as Android XML
/// writes `@color/color_primary`). Made once per analysis and shared by hover and definition.
struct NativeNameIndex: Sendable {
    private var whole: [String: String] = [:]
    private var ends: [String: String] = [:]

    init(_ names: [String: [PlatformName]]) {
        // Tokens in path order, so the token a shared name ends is the same on every run.
        for token in names.keys.sorted() {
            for name in names[token, default: []].map(\.name) {
                if whole[name] == nil { whole[name] = token }
                for end in Self.dottedEnds(of: name) where ends[end] == nil { ends[end] = token }
            }
        }
    }

    /// The token's dotted path, or nil when no enabled platform makes the name.
    func token(named word: String) -> String? {
        // SwiftUI's shape styles are named with their dot (`.themePrimary`), which the word leaves out.
        if let token = whole[word] ?? whole["." + word] ?? ends[word] { return token }
        // What the app wrote ends with a name (`RefractTheme.colors.primary`) or with a name's dotted end
        // (`theme.colors.primary`, an instance of `Theme`); one bare segment alone is too common a word.
        for end in Self.dottedEnds(of: word) {
            if let token = whole[end] ?? (end.contains(".") ? ends[end] : nil) { return token }
        }
        return nil
    }

    /// `a.b.c` ends with `b.c` and `c`, longest first.
    private static func dottedEnds(of name: String) -> [String] {
        var found: [String] = []
        var rest = Substring(name)
        while let dot = rest.firstIndex(of: ".") {
            rest = rest[rest.index(after: dot)...]
            if !rest.isEmpty { found.append(String(rest)) }
        }
        return found
    }
}
