import RefractThemes

/// The text of each distinct value at each indentation, made once for one bundle. A value is written in
/// its theme's member and again in every permutation's tokens, and aliases repeat their target's value,
/// so most texts are asked for several times; looking one up costs a fraction of writing it.
struct ValueTexts {
    private struct Key: Hashable {
        var value: ThemeValue
        var indent: Int
    }

    private var texts: [Key: String] = [:]

    mutating func text(of value: ThemeValue, indent: Int) -> String {
        let key = Key(value: value, indent: indent)
        if let known = texts[key] { return known }
        let text = value.json(indent: indent)
        texts[key] = text
        return text
    }
}
