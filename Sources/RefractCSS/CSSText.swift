import RefractOutput

/// Text that must survive inside CSS comments and strings.
enum CSSText {
    /// Text for a `/* … */` comment on one line: `*/` cannot end the comment early, line breaks become
    /// spaces so a description cannot split the declaration it documents, and control and bidirectional
    /// formatting characters are dropped (`CommentText`).
    static func comment(_ text: String) -> String {
        var result = ""
        var previous: Character?
        // Dropped characters go first, so none can hide a `*/` that dropping them would join.
        let printable = String(String.UnicodeScalarView(text.unicodeScalars.filter { !CommentText.isDropped($0) }))
        for character in printable {
            switch character {
            case _ where character.unicodeScalars.contains(where: CommentText.isLineBreak):
                if previous != " " { result.append(" ") }
                previous = " "
                continue
            case "/" where previous == "*" || previous == "<":
                // `*/` would close the comment, and `</style>` the element of a page that inlines the
                // stylesheet: keep the look, break the token.
                result.append(" ")
            default:
                break
            }
            result.append(character)
            previous = character
        }
        return result.trimmingSpaces()
    }

    /// A double-quoted CSS string: `"` and `\` escaped, `<` and control characters as hex escapes.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            // `</style>` would end the element of a page that inlines the stylesheet.
            case "<": result += "\\3c "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\" + String(scalar.value, radix: 16) + " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension CSSText {
    /// The text of a `string` token as a CSS string that `content:` shows as written: `"` and `\` escaped,
    /// `<`, control characters and private-use characters (icon fonts' code points, Style Dictionary's
    /// `\e001`) as hex escapes, each followed by a space only where the next character would extend it.
    static func string(_ text: String) -> String {
        var result = "\""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar == "<" || scalar.value < 0x20 || scalar.value == 0x7F || isPrivateUse(scalar):
                result += "\\" + String(scalar.value, radix: 16)
                if index + 1 < scalars.count, scalars[index + 1].properties.isASCIIHexDigit || scalars[index + 1] == " "
                    || scalars[index + 1] == "\t"
                {
                    result += " "
                }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The Unicode private-use areas, where icon fonts put their glyphs.
    static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000...0xF8FF).contains(scalar.value) || scalar.value >= 0xF0000
    }
}

extension String {
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while slice.first == " " { slice.removeFirst() }
        while slice.last == " " { slice.removeLast() }
        return String(slice)
    }
}
