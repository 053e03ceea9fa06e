import RefractOutput

/// Making names and texts safe to print into Kotlin source.
enum KotlinSyntax {
    /// Kotlin's hard keywords, which must be backticked to name a declaration (kotlinlang.org/docs/keyword-reference.html).
    static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
        "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val",
        "var", "when", "while",
    ]

    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The Compose name of a theme: the Swift name (`christmas`, shared by every backend) with its first
    /// letter upper-cased, as enum entries and objects are named in Kotlin (`AppTheme.Christmas`).
    static func upperCamel(_ identifier: String) -> String {
        guard let first = identifier.first else { return identifier }
        return first.uppercased() + identifier.dropFirst()
    }

    /// Contents of a Kotlin string literal: backslash, quote, `$` (a template) and control characters escaped.
    static func stringContents(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "$": result += "\\$"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.properties.generalCategory == .control || scalar.value > 0xFFFF
                    || scalar.properties.generalCategory == .privateUse || scalar == "\u{2028}" || scalar == "\u{2029}"
                {
                    // Kotlin's `\u` takes four hex digits: characters beyond the BMP as their UTF-16 pair.
                    for unit in String(scalar).utf16 { result += "\\u" + hex4(unit) }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func hex4(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// Whether `name` is a valid package name: dot-separated Java identifiers (ASCII), none a keyword.
    static func isPackageName(_ name: String) -> Bool {
        let segments = name.split(separator: ".", omittingEmptySubsequences: false)
        return !name.isEmpty && segments.allSatisfy { segment in
            guard let first = segment.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
            return !keywords.contains(String(segment)) && segment.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0))
            }
        }
    }
}
