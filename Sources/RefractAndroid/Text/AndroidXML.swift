/// Escaping for the XML that aapt reads. Values reach the templates already escaped, so a token's text can
/// never break a file or change its meaning.
public enum AndroidXML {
    /// Character data of an element (`<dimen>4dp</dimen>`): `&`, `<` and `>` as entities, characters XML 1.0
    /// forbids dropped.
    public static func text(_ value: String) -> String {
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

    /// A double-quoted attribute value: also `"` and `'`, and line breaks as character references so the
    /// parser does not fold them into spaces.
    public static func attribute(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars where isAllowed(scalar) {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The body of an XML comment on one line: `--` may not occur in a comment and it may not end in `-`,
    /// so every dash that follows a dash gets a space before it; line breaks become spaces.
    public static func comment(_ value: String) -> String {
        if isPlainComment(value) { return value }
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in value.unicodeScalars where isAllowed(scalar) {
            let scalar: Unicode.Scalar = scalar == "\n" || scalar == "\r" || scalar == "\t" ? " " : scalar
            if scalar == "-" && previous == "-" { result += " " }
            result.unicodeScalars.append(scalar)
            previous = scalar
        }
        if result.hasSuffix("-") { result += " " }
        return result
    }

    /// Printable ASCII without `--` and not ending in `-`: a comment as it stands (nearly every note is).
    private static func isPlainComment(_ value: String) -> Bool {
        var previous: UInt8 = 0
        for byte in value.utf8 {
            guard byte >= 0x20, byte < 0x7F, !(byte == UInt8(ascii: "-") && previous == byte) else { return false }
            previous = byte
        }
        return previous != UInt8(ascii: "-")
    }

    /// The text of a `<string>` resource (or a string-valued style item). aapt gives `\`, `'` and `"` a
    /// meaning, a leading `@` or `?` makes a reference, and runs of white space collapse, so those are
    /// escaped with aapt's backslash escapes first; then the result is XML-escaped. Control characters
    /// XML cannot carry are written as `\uXXXX`, which aapt decodes.
    public static func stringResource(_ value: String) -> String {
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
                if isAllowed(scalar) {
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
