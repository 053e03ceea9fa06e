/// A path's parent folder and last component, worked out on its text. Foundation's `NSString` path
/// methods trap on Linux for short relative paths (`o`, `o/`, the `a` of `a/gen`), which a user's
/// `--out` may well be.
enum PathText {
    /// `a/b/c` → `a/b`, `a/b/` → `a`, `o` → empty, `/a` → `/`, `/` → `/`.
    static func parent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return path.hasPrefix("/") ? "/" : "" }
        let parent = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return parent.isEmpty && path.hasPrefix("/") ? "/" : parent
    }

    /// `a/b/c` → `c`, `a/b/` → `b`, `o` → `o`, `/` → `/`.
    static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        if trimmed.isEmpty { return path.hasPrefix("/") ? "/" : "" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return text == "/" ? "" : String(text)
    }
}
