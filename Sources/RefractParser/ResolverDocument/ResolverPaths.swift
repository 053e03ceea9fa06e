/// Joins a `$ref` file path onto the resolver document's folder, as strings only (the parser never
/// touches the file system): `./` and `..` segments are folded, absolute paths are kept.
package enum ResolverPaths {
    static func resolve(_ reference: String, relativeTo documentPath: String) -> String {
        if reference.hasPrefix("/") { return normalize(reference) }
        guard let slash = documentPath.lastIndex(of: "/") else { return normalize(reference) }
        return normalize(String(documentPath[...slash]) + reference)
    }

    package static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", isAbsolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    static func isRemote(_ reference: String) -> Bool {
        let lower = reference.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("file:")
    }
}
