import RefractModel
import RefractOutput

/// Custom property names (`CSSVariableName`, shared with the web module) and the attributes of modifiers.
enum CSSNames {
    /// Nil when the path has no words to make a name of.
    static func variable(_ path: TokenPath, prefix: String) -> String? {
        CSSVariableName.of(path, prefix: prefix)
    }

    /// `data-<axis>` for modifiers that are neither the theme nor the colour scheme.
    static func attribute(forAxis name: String) -> String {
        let words = NameWords.words(name)
        return "data-" + (words.isEmpty ? "axis" : NameWords.kebab(words))
    }

    /// `[attribute="value"]`, or, for the attribute `class`, the class selector `.value`: a modifier chosen by
    /// classes (`<html class="dark">`), which an element may carry beside other classes.
    static func attributeSelector(_ attribute: String, _ value: String) -> String {
        attribute == "class" ? "." + identifier(value) : "[\(attribute)=\(CSSText.quoted(value))]"
    }

    /// `text` as a CSS identifier: letters, digits, `-` and `_` as they are (a leading digit, or a digit after a
    /// leading `-`, escaped), anything else as a hex escape.
    static func identifier(_ text: String) -> String {
        var result = ""
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar.value >= 0x80
            let isDigit = ("0"..."9").contains(scalar)
            let leadsWithDigit = isDigit && (offset == 0 || (offset == 1 && text.hasPrefix("-")))
            if isLetter || (isDigit && !leadsWithDigit) || (scalar == "-" && text.count > 1) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return result
    }
}
