import Foundation

/// What every backend's comments leave out of a token's text (names, descriptions, deprecation messages),
/// whatever the comment syntax: terminal control sequences (`ESC[31m`) and the other control characters,
/// which rewrite what a terminal or an editor shows, and the bidirectional formatting characters, which
/// reorder the code that follows on the line ("Trojan Source"). Each backend still breaks its own
/// delimiters (`*/`, `-->`) and decides what a line break becomes.
package enum CommentText {
    /// Whether `scalar` is dropped from a comment. Tab and line breaks are not: each backend lays them out.
    package static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        if isLineBreak(scalar) || scalar == "\t" { return false }
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        // The control category (Cc) is fixed by Unicode's stability policy: C0, DEL and C1.
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return false
        }
    }

    /// Line feed, carriage return, vertical tab, form feed, next line and the Unicode line and paragraph
    /// separators: every character some editor or compiler starts a new line at.
    package static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

extension CommentText {
    /// Lines of a doc comment in a language whose block comments nest (Swift, Kotlin), each with a leading
    /// space (an empty line stays empty). Dropped characters go first, so none can hide a `*/` that dropping
    /// them would join; then `/*` and `*/` are split, so no template that wraps the lines in a block
    /// comment can have it opened or closed early.
    package static func docLines(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        // One pass over the scalars: a line break ends a line (CR LF is one break), a dropped scalar is
        // skipped, and a space goes between a `/` and a `*` that would meet, whichever comes first.
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if isLineBreak(scalar) {
                if scalar == "\r", pending == "\n" { pending = scalars.next() }
                lines.append(commentLine(line))
                line = String.UnicodeScalarView()
                previous = nil
                continue
            }
            if isDropped(scalar) { continue }
            if (previous == "/" && scalar == "*") || (previous == "*" && scalar == "/") { line.append(" ") }
            line.append(scalar)
            previous = scalar
        }
        lines.append(commentLine(line))
        return lines
    }

    private static func commentLine(_ scalars: String.UnicodeScalarView) -> String {
        scalars.isEmpty ? "" : " " + String(scalars)
    }
}
