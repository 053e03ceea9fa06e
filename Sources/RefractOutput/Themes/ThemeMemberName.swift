import RefractModel

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
        private struct Segment {
            /// lowerCamel and UpperCamel of the segment's words; empty when it has none.
            var lower: String
            var upper: String
        }

        private var cache: [Substring: Segment] = [:]

        public init() {}

        public mutating func name(for path: TokenPath, in kind: ThemeCollectionKind) -> String {
            // Split on the bytes: splitting the String compares Characters, a tenth of a large layout.
            let dotted = path.dotted
            var split: [Segment] = []
            var start = dotted.startIndex
            for index in dotted.utf8.indices where dotted.utf8[index] == UInt8(ascii: ".") {
                split.append(segment(dotted[start..<index]))
                start = dotted.utf8.index(after: index)
            }
            split.append(segment(dotted[start...]))
            return name(split, kind)
        }

        public mutating func name(for segments: [String], in kind: ThemeCollectionKind) -> String {
            name(segments.map { segment(Substring($0)) }, kind)
        }

        private mutating func segment(_ text: Substring) -> Segment {
            if let known = cache[text] { return known }
            let words = NameWords.words(String(text))
            let new = Segment(lower: NameWords.lowerCamel(words), upper: NameWords.upperCamel(words))
            cache[text] = new
            return new
        }

        private func name(_ split: [Segment], _ kind: ThemeCollectionKind) -> String {
            var dropped = 0
            for prefix in kind.droppedPrefixes where prefix.count < split.count {
                if split.prefix(prefix.count).lazy.map(\.lower).elementsEqual(prefix) {
                    dropped = prefix.count
                    break
                }
            }
            // lowerCamel of all the words = the first non-empty segment's lowerCamel, then UpperCamel.
            var camel = ""
            for segment in split.dropFirst(dropped) {
                camel += camel.isEmpty ? segment.lower : segment.upper
            }
            return identifier(camel: camel)
        }
    }

    /// lowerCamel of `words`, then: non-ASCII scalars as `_uXXXX`, a leading digit behind `_`, an empty
    /// name as `unnamed`, reserved names with a `_` suffix.
    public static func identifier(_ words: [String]) -> String {
        identifier(camel: NameWords.lowerCamel(words))
    }

    static func identifier(camel: String) -> String {
        if camel.utf8.allSatisfy({ $0 < 0x80 }), let first = camel.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            !reserved.contains(camel)
        {
            return camel
        }
        var text = ""
        for scalar in camel.unicodeScalars {
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
