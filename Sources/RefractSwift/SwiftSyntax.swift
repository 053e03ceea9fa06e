import RefractOutput

/// Making names and texts safe to print into Swift source.
enum SwiftSyntax {
    /// Words that must be backticked to be used as a declaration name.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    static func declarationName(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    static func argumentLabel(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// Text for the end of a `//` comment: on one line, nothing the comment could hide.
    static func lineComment(_ text: String) -> String {
        // Most names and descriptions are printable ASCII, which stays as it is.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0.properties.isWhitespace && $0 != " " || CommentText.isDropped($0) ? " " : $0
        }))
    }

    /// Contents of a string literal: backslash, quote and control characters escaped.
    static func stringContents(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                // Private-use code points (icon fonts' glyphs) escaped too, so the source shows which one.
                if scalar.properties.generalCategory == .control || scalar.properties.isNoncharacterCodePoint
                    || scalar.properties.generalCategory == .privateUse || scalar == "\u{2028}" || scalar == "\u{2029}"
                {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
