import RefractModel
import RefractOutput

/// Custom property names: `--` + prefix + the path's words in kebab case. A `$root` token is named after its
/// group (`color.accent.$root` → `--color-accent`), as DTCG means it to be the group's own value.
enum CSSNames {
    static func variable(_ path: TokenPath, prefix: String) -> String? {
        if let name = asciiVariable(path.dotted, prefix: prefix) { return name.isEmpty ? nil : name }
        let segments = path.segments.filter { $0 != "$root" }
        let words = NameWords.words(prefix) + NameWords.words(ofSegments: segments)
        guard !NameWords.words(ofSegments: segments).isEmpty else { return nil }
        return "--" + NameWords.kebab(words)
    }

    /// The same name as `NameWords` gives, in one pass over the bytes, for ASCII paths and prefixes (nearly
    /// all of them; `Character`'s Unicode properties cost more than the rest of naming together). Nil for
    /// other text; empty when the path has no words.
    static func asciiVariable(_ dotted: String, prefix: String) -> String? {
        var bytes: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: "-")]
        bytes.reserveCapacity(dotted.utf8.count + prefix.utf8.count + 8)
        var wordCount = 0
        var previous: UInt8 = 0  // 0: no letter or digit before, in this word
        func isAllowed(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }
        guard isAllowed(dotted), isAllowed(prefix) else { return nil }
        func append(_ text: Substring.UTF8View) {
            for byte in text {
                let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
                let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                guard isLower || isUpper || isDigit else {
                    previous = 0
                    continue
                }
                let previousIsLowerOrDigit = (previous >= UInt8(ascii: "a") && previous <= UInt8(ascii: "z"))
                    || (previous >= UInt8(ascii: "0") && previous <= UInt8(ascii: "9"))
                if previous == 0 || (isUpper && previousIsLowerOrDigit) {
                    if wordCount > 0 { bytes.append(UInt8(ascii: "-")) }
                    wordCount += 1
                }
                bytes.append(isUpper ? byte + 32 : byte)
                previous = byte
            }
            previous = 0
        }
        append(Substring(prefix).utf8)
        let prefixWords = wordCount
        for segment in dotted.split(separator: ".", omittingEmptySubsequences: false) where segment != "$root" {
            append(segment.utf8)
        }
        guard wordCount > prefixWords else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `data-<axis>` for modifiers that are neither the theme nor the colour scheme.
    static func attribute(forAxis name: String) -> String {
        let words = NameWords.words(name)
        return "data-" + (words.isEmpty ? "axis" : NameWords.kebab(words))
    }

    static func attributeSelector(_ attribute: String, _ value: String) -> String {
        "[\(attribute)=\(CSSText.quoted(value))]"
    }
}
