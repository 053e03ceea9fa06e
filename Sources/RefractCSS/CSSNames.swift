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

    static func attributeSelector(_ attribute: String, _ value: String) -> String {
        "[\(attribute)=\(CSSText.quoted(value))]"
    }
}
