/// Member names of theme collections: lowerCamel words of the path with a leading group named after the
/// collection dropped, made safe for Swift and JSON alike. The Swift output backticks keywords; the name
/// itself is also the JSON key, so both outputs agree.
public enum ThemeMemberName {
    /// Names a collection already uses for its own API; a token that would take one gets a `_` suffix.
    public static let reserved: Set<String> = ["copyWith", "self", "Self", "init", "Type", "Protocol", "merging"]

    public static func name(for segments: [String], in kind: ThemeCollectionKind) -> String {
        var namer = Namer()
        return namer.name(for: segments, in: kind)
    }

    /// Names many paths, splitting each distinct segment into words once (paths share most segments).
    public struct Namer {
        private var words: [String: [String]] = [:]

        public init() {}

        public mutating func name(for segments: [String], in kind: ThemeCollectionKind) -> String {
            let split = segments.map { segment in
                if let known = words[segment] { return known }
                let new = NameWords.words(segment)
                words[segment] = new
                return new
            }
            var dropped = 0
            for prefix in kind.droppedPrefixes where prefix.count < segments.count {
                if split.prefix(prefix.count).map(NameWords.lowerCamel).elementsEqual(prefix) {
                    dropped = prefix.count
                    break
                }
            }
            return identifier(split.dropFirst(dropped).flatMap { $0 })
        }
    }

    /// lowerCamel of `words`, then: non-ASCII scalars as `_uXXXX`, a leading digit behind `_`, an empty
    /// name as `unnamed`, reserved names with a `_` suffix.
    public static func identifier(_ words: [String]) -> String {
        var text = ""
        for scalar in NameWords.lowerCamel(words).unicodeScalars {
            if scalar.isASCII {
                text.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16)
                text += "_u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        if text.isEmpty { return "unnamed" }
        if let first = text.unicodeScalars.first, ("0"..."9").contains(first) { text = "_" + text }
        if reserved.contains(text) { text += "_" }
        return text
    }
}
