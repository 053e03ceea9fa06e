/// Text from token files (a name, an alias, a path) shown to a terminal or a CI log: control characters
/// and bidirectional overrides are written as visible escapes (`\u{1B}`), so a message cannot clear the
/// screen, set the window title, ring the bell, return the carriage or reorder what a reviewer reads.
enum TerminalText {
    /// `text` with every such character escaped; newlines too unless `keepingNewlines` (notes and helps
    /// that span lines on purpose).
    static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingNewlines: keepingNewlines) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepingNewlines: keepingNewlines) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, keepingNewlines: Bool) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x0A: !keepingNewlines
        case 0x00...0x1F, 0x7F...0x9F: true
        // Bidirectional embeddings, overrides and isolates, and the line and paragraph separators.
        case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }
}
