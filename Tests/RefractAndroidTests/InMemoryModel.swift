import RefractModel

/// Small models built in code, for cases a token file cannot show as directly.
enum InMemoryModel {
    static func token(_ path: String, _ value: TokenValue, line: Int = 1, description: String? = nil) -> Token {
        Token(
            path: TokenPath(path), value: value, description: description,
            source: SourceReference(file: "mem.tokens.json", line: line, column: 3, offset: line * 10, endOffset: line * 10 + 4))
    }

    static func color(_ r: Double, _ g: Double, _ b: Double) -> TokenValue {
        .color(ColorValue(space: .srgb, components: [r, g, b]))
    }

    /// One permutation, no modifiers.
    static func single(_ tokens: [Token]) -> ThemedTokenSet {
        ThemedTokenSet(axes: [], permutations: [Permutation([])], tokenSets: [TokenSet(tokens)])
    }

    /// A `mode` modifier with light and dark.
    static func lightDark(light: [Token], dark: [Token]) -> ThemedTokenSet {
        ThemedTokenSet(
            axes: [Axis(name: "mode", contexts: ["light", "dark"], defaultContext: "light", role: .colorScheme)],
            permutations: [Permutation(["mode": "light"]), Permutation(["mode": "dark"])],
            tokenSets: [TokenSet(light), TokenSet(dark)])
    }

    /// A `theme` modifier with `standard` (the default) and `christmas`.
    static func themes(standard: [Token], christmas: [Token]) -> ThemedTokenSet {
        ThemedTokenSet(
            axes: [Axis(name: "theme", contexts: ["standard", "christmas"], defaultContext: "standard", role: .theme)],
            permutations: [Permutation(["theme": "standard"]), Permutation(["theme": "christmas"])],
            tokenSets: [TokenSet(standard), TokenSet(christmas)])
    }
}
