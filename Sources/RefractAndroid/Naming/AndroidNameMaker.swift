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
        buffer.removeAll(keepingCapacity: true)
        words = 0
        var ascii = append(prefix)
        if let variant { ascii = ascii && append(variant) }
        ascii = ascii && append(dotted)
        for word in suffix { ascii = ascii && append(word) }
        guard ascii else {
            return AndroidName.resource((variant.map { [$0] } ?? []) + [dotted] + suffix, prefix: prefix)
        }
        return identifier()
    }

    /// Appends the words of `text` (split as `NameWords` splits them), lowercased; false when not ASCII.
    private mutating func append(_ text: String) -> Bool {
        var inWord = false
        var previous: UInt8 = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return false }
            let isUpper = byte >= 0x41 && byte <= 0x5A
            let isLower = byte >= 0x61 && byte <= 0x7A
            let isDigit = byte >= 0x30 && byte <= 0x39
            guard isUpper || isLower || isDigit else {
                inWord = false
                continue
            }
            let startsWord = !inWord
                || (isUpper && ((previous >= 0x61 && previous <= 0x7A) || (previous >= 0x30 && previous <= 0x39)))
            if startsWord {
                if words > 0 { buffer.append(UInt8(ascii: "_")) }
                words += 1
                inWord = true
            }
            buffer.append(isUpper ? byte + 32 : byte)
            previous = byte
        }
        return true
    }

    /// `AndroidName.identifier` of the buffer; Java keywords have no `_` and at most 12 letters.
    private func identifier() -> String {
        guard let first = buffer.first else { return "token" }
        let name = String(decoding: buffer, as: UTF8.self)
        if first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") { return "_" + name }
        if buffer.count <= 12, !buffer.contains(UInt8(ascii: "_")), AndroidName.javaKeywords.contains(name) {
            return name + "_"
        }
        return name
    }
}
