import RefractOutput

/// Resource names for ASCII text, written byte by byte into one reused buffer: what `AndroidName.resource`
/// gives (lower snake case words after the prefix's, a valid Java identifier), without an array of
/// segments and a string per segment for every resource of a large set.
struct AndroidNameMaker {
    let prefix: String
    private var buffer: [UInt8] = []
    private var words = 0

    init(prefix: String) {
        self.prefix = prefix
        buffer.reserveCapacity(128)
    }

    /// The name of `variant` (a theme's name, when themed), the dotted path and the suffix words.
    mutating func resource(variant: String?, dotted: String, suffix: [String]) -> String {
        String(decoding: resourceBytes(variant: variant, dotted: dotted, suffix: suffix), as: UTF8.self)
    }

    /// `resource(variant:dotted:suffix:)` as UTF-8 bytes, without making a string: the registry hashes them
    /// and the values file copies them. The buffer is reused by the next name once this one is released.
    mutating func resourceBytes(variant: String?, dotted: String, suffix: [String]) -> [UInt8] {
        buffer.removeAll(keepingCapacity: true)
        words = 0
        var ascii = append(prefix)
        if let variant { ascii = ascii && append(variant) }
        ascii = ascii && append(dotted)
        for word in suffix { ascii = ascii && append(word) }
        guard ascii else {
            return Array(AndroidName.resource((variant.map { [$0] } ?? []) + [dotted] + suffix, prefix: prefix).utf8)
        }
        makeIdentifier()
        return buffer
    }

    /// Appends the words of `text` (split as `NameWords` splits them), lowercased; false when not ASCII.
    private mutating func append(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { NameWords.appendLowercasedASCIIWords($0, separator: UInt8(ascii: "_"), to: &buffer, words: &words) }
    }

    /// `AndroidName.identifier` of the buffer, in place; Java keywords have no `_` and at most 12 letters.
    private mutating func makeIdentifier() {
        guard let first = buffer.first else {
            buffer.append(contentsOf: "token".utf8)
            return
        }
        if first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") {
            buffer.insert(UInt8(ascii: "_"), at: 0)
        } else if buffer.count <= 12, !buffer.contains(UInt8(ascii: "_")),
                  AndroidName.javaKeywords.contains(String(decoding: buffer, as: UTF8.self)) {
            buffer.append(UInt8(ascii: "_"))
        }
    }
}
