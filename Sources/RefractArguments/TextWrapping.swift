/// Greedy word wrapping; a word longer than the line stays whole on its own line.
enum TextWrapping {
    /// Wraps one paragraph. The first line starts after `firstLineUsed` columns already printed;
    /// continuation lines are indented by `indent` spaces.
    static func wrap(_ text: String, width: Int, indent: Int, firstLineUsed: Int) -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        var lines: [String] = []
        var line = ""
        var used = firstLineUsed
        let pad = String(repeating: " ", count: indent)
        for word in words {
            if line.isEmpty {
                line = String(word)
                used += word.count
            } else if used + 1 + word.count <= width {
                line += " " + word
                used += 1 + word.count
            } else {
                lines.append(line)
                line = pad + word
                used = indent + word.count
            }
        }
        lines.append(line)
        return lines
    }

    /// Wraps text whose own line breaks separate paragraphs (blank lines stay blank).
    static func wrapParagraphs(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            paragraph.isEmpty ? [""] : wrap(String(paragraph), width: width, indent: 0, firstLineUsed: 0)
        }
    }
}
