import RefractModel
import RefractOutput

/// Member names of theme collections: lowerCamel words of the path with a leading group named after the
/// collection dropped, made safe for Swift and JSON alike. The Swift output backticks keywords; the name
/// itself is also the JSON key, so both outputs agree.
public enum ThemeMemberName {
    /// Names a collection already uses for its own API; a token that would take one gets a `_` suffix.
    public static let reserved: Set<String> = [
        "copyWith", "self", "Self", "init", "Type", "Protocol", "merging", "decodeMembers", "encodeMembers", "customMirror",
    ]

    public static func name(for segments: [String], in kind: ThemeCollectionKind) -> String {
        name(forWords: segments.map(NameWords.words), in: kind)
    }

    /// The name of a path whose segments split into `words` (`NameWords.words` of each).
    public static func name(forWords words: [[String]], in kind: ThemeCollectionKind) -> String {
        // Only the leading segments a prefix can cover are compared, so only they are lowered.
        let lowered = words.prefix(ThemeCollectionKind.longestDroppedPrefix).map(NameWords.lowerCamel)
        let dropped = kind.droppedPrefixes.first { prefix in
            prefix.count < words.count && prefix.indices.allSatisfy { lowered[$0] == prefix[$0] }
        }?.count ?? 0
        return identifier(camel: NameWords.lowerCamel(words[dropped...].flatMap { $0 }))
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
