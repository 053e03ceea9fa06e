import RefractModel
import RefractOutput

/// Custom property names: `--` + prefix + the path's words in kebab case. A `$root` token is named after its
/// group (`color.accent.$root` → `--color-accent`), as DTCG means it to be the group's own value.
enum CSSNames {
    static func variable(_ path: TokenPath, prefix: String) -> String? {
        let segments = path.segments.filter { $0 != "$root" }
        let words = NameWords.words(prefix) + NameWords.words(ofSegments: segments)
        guard !NameWords.words(ofSegments: segments).isEmpty else { return nil }
        return "--" + NameWords.kebab(words)
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
