import RefractModel
import RefractOutput

/// Member names of theme collections: lowerCamel words of the path with a leading group named after the
/// collection dropped, made safe for Swift and JSON alike. The Swift output backticks keywords; the name
/// itself is also the JSON key, so both outputs agree.
package enum ThemeMemberName {
    /// Names a collection already uses for its own API; a token that would take one gets a `_` suffix.
    package static let reserved: Set<String> = [
        "copyWith", "self", "Self", "init", "Type", "Protocol", "merging", "decodeMembers", "encodeMembers", "customMirror",
    ]

    package static func name(for segments: [String], in kind: ThemeCollectionKind) -> String {
        name(of: segments.map(Segment.init), in: kind)
    }

    /// A path segment as member names use it, made once for each distinct segment of a model (paths share
    /// most of theirs): splitting words and casing them for every path was a tenth of the theme layout.
    package struct Segment: Sendable {
        /// The segment's words in lowerCamel, as it reads first in a name and as dropped prefixes are written;
        /// empty for a segment without words.
        let lowerCamel: String
        /// The same in UpperCamel, as it continues a name.
        let upperCamel: String

        package init(_ segment: String) {
            let words = NameWords.words(segment)
            lowerCamel = NameWords.lowerCamel(words)
            upperCamel = NameWords.upperCamel(words)
        }
    }

    /// The lowerCamel words of `segments` from the first after a dropped prefix: the first segment with
    /// words in lowerCamel, the rest in UpperCamel (what lowerCamel of all their words together gives).
    package static func name(of segments: [Segment], in kind: ThemeCollectionKind) -> String {
        let dropped = kind.droppedPrefixes.first { prefix in
            prefix.count < segments.count && prefix.indices.allSatisfy { segments[$0].lowerCamel == prefix[$0] }
        }?.count ?? 0
        var camel = ""
        for segment in segments[dropped...] where !segment.lowerCamel.isEmpty {
            camel += camel.isEmpty ? segment.lowerCamel : segment.upperCamel
        }
        return identifier(camel: camel)
    }

    /// lowerCamel of `words`, then: non-ASCII scalars as `_uXXXX`, a leading digit behind `_`, an empty
    /// name as `unnamed`, reserved names with a `_` suffix.
    package static func identifier(_ words: [String]) -> String {
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
