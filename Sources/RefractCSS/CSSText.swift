/// Text that must survive inside CSS comments and strings.
enum CSSText {
    /// Text for a `/* … */` comment on one line: `*/` cannot end the comment early, and line breaks become
    /// spaces so a description cannot split the declaration it documents.
    static func comment(_ text: String) -> String {
        var result = ""
        var previous: Character?
        for character in text {
            switch character {
            case "\n", "\r", "\u{2028}", "\u{2029}":
                if previous != " " { result.append(" ") }
                previous = " "
                continue
            case "/" where previous == "*":
                // `*/` would close the comment: keep the look, break the token.
                result.append(" ")
            default:
                break
            }
            result.append(character)
            previous = character
        }
        return result.trimmingSpaces()
    }

    /// A double-quoted CSS string: `"` and `\` escaped, control characters as hex escapes.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\" + String(scalar.value, radix: 16) + " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
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
