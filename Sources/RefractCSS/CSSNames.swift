import RefractModel
import RefractOutput

/// Custom property names: `--` + prefix + the path's words in kebab case. A `$root` token is named after its
/// group (`color.accent.$root` → `--color-accent`), as DTCG means it to be the group's own value.
enum CSSNames {
    static func variable(_ path: TokenPath, prefix: String) -> String? {
        var maker = CSSNameMaker(prefix: prefix)
        return variable(path, prefix: prefix, maker: &maker)
    }

    /// The same, with a maker made once for `prefix` for all the paths of a build.
    static func variable(_ path: TokenPath, prefix: String, maker: inout CSSNameMaker) -> String? {
        if let name = maker.name(path.dotted) { return name.isEmpty ? nil : name }
        let segments = path.segments.filter { $0 != "$root" }
        let words = NameWords.words(prefix) + NameWords.words(ofSegments: segments)
        guard !NameWords.words(ofSegments: segments).isEmpty else { return nil }
        return "--" + NameWords.kebab(words)
    }

    /// The same name as `NameWords` gives, in one pass over the bytes, for ASCII paths and prefixes (nearly
    /// all of them). Nil for other text; empty when the path has no words.
    static func asciiVariable(_ dotted: String, prefix: String) -> String? {
        var maker = CSSNameMaker(prefix: prefix)
        return maker.name(dotted)
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
