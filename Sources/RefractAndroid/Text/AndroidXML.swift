import RefractOutput

/// Escaping for the XML that aapt reads. Values reach the templates already escaped, so a token's text can
/// never break a file or change its meaning.
enum AndroidXML {
    /// Character data of an element (`<dimen>4dp</dimen>`): `&`, `<` and `>` as entities, characters XML 1.0
    /// forbids dropped.
    static func text(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars where isAllowed(scalar) {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The body of an XML comment on one line, safe where aapt copies it: into `R.java` as Javadoc.
    /// XML: `--` may not occur in a comment and it may not end in `-`, so every dash that follows a dash
    /// gets a space before it. Java: `*/` would end the Javadoc, so it becomes `* /`; javac reads `\u`
    /// as a Unicode escape even in a comment (`\u002a/` is `*/`, `\users` does not compile), so it becomes
    /// `\ u`. aapt: a Javadoc tag (`@SystemApi`, `@TestApi`) becomes an annotation on the field, so an
    /// `@` before a letter becomes the fullwidth `＠`. Line breaks become spaces; control and
    /// bidirectional formatting characters are dropped (`CommentText`).
    static func comment(_ value: String) -> String {
        var result = ""
        var previous: Unicode.Scalar?
        var pendingAt = false
        for scalar in value.unicodeScalars where isAllowed(scalar) && !CommentText.isDropped(scalar) {
            let scalar: Unicode.Scalar = CommentText.isLineBreak(scalar) || scalar == "\t" ? " " : scalar
            if pendingAt {
                result.unicodeScalars.append(scalar.properties.isAlphabetic ? "\u{FF20}" : "@")
                pendingAt = false
            }
            switch (previous, scalar) {
            case ("-", "-"), ("*", "/"), ("\\", "u"): result += " "
            default: break
            }
            if scalar == "@" {
                pendingAt = true
            } else {
                result.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        if pendingAt { result += "@" }
        if result.hasSuffix("-") { result += " " }
        return result
    }

    /// The text of a `<string>` resource (or a string-valued style item). aapt gives `\`, `'` and `"` a
    /// meaning, a leading `@` or `?` makes a reference, and runs of white space collapse, so those are
    /// escaped with aapt's backslash escapes first; then the result is XML-escaped. Control characters
    /// XML cannot carry are written as `\uXXXX`, which aapt decodes.
    static func stringResource(_ value: String) -> String {
        var escaped = ""
        var previousWasSpace = true  // a leading space is trimmed by aapt too
        for (index, scalar) in value.unicodeScalars.enumerated() {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "'": escaped += "\\'"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "@" where index == 0, "?" where index == 0: escaped += "\\" + String(scalar)
            case " " where previousWasSpace: escaped += "\\u0020"
            default:
                // Private-use code points (icon fonts') escaped so they can be read; aapt2's `\\u` takes four digits.
                if isAllowed(scalar), !(0xE000...0xF8FF).contains(scalar.value) {
                    escaped.unicodeScalars.append(scalar)
                } else {
                    escaped += "\\u" + hex4(scalar.value)
                }
            }
            previousWasSpace = scalar == " "
        }
        // aapt trims a trailing space as well.
        if escaped.hasSuffix(" ") { escaped = String(escaped.dropLast()) + "\\u0020" }
        return text(escaped)
    }

    /// XML 1.0 allows tab, line feed, carriage return and everything from U+0020 except the surrogates
    /// (which a Swift scalar never is), U+FFFE and U+FFFF.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
