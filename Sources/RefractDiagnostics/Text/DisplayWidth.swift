/// How many terminal columns text takes, so carets land under the right character even after
/// multi-byte UTF-8 (one column per character) and wide CJK or emoji characters (two columns).
enum DisplayWidth {
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) { return 2 }
        return isWide(first.value) ? 2 : 1
    }

    static func of<S: StringProtocol>(_ text: S) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// Blanks as wide as `prefix`, keeping its tabs so the terminal expands them as it did in the source line.
    static func padding<S: StringProtocol>(under prefix: S) -> String {
        var result = ""
        for character in prefix {
            if character == "\t" {
                result.append("\t")
            } else {
                result.append(String(repeating: " ", count: of(character)))
            }
        }
        return result
    }

    /// East Asian Wide and Fullwidth blocks (Unicode UAX #11), the common ones.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
