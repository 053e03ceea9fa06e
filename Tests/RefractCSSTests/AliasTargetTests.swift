import RefractModel
import Testing

@testable import RefractCSS

/// An alias becomes `var(--target)` per permutation: where its target differs, has another type or is
/// missing, each permutation gets its own answer.
@Suite("Alias targets")
struct AliasTargetTests {
    static func model(light: [Token], dark: [Token]) -> ThemedTokenSet {
        ThemedTokenSet(
            axes: [Axis(name: "mode", contexts: ["light", "dark"], defaultContext: "light", role: .colorScheme)],
            permutations: [Permutation(["mode": "light"]), Permutation(["mode": "dark"])],
            tokenSets: [TokenSet(light), TokenSet(dark)])
    }

    static func alias(_ path: String, of target: String, _ value: TokenValue) -> Token {
        var token = NamingTests.token(path, value)
        token.aliasOf = TokenPath(target)
        return token
    }

    static func values(of name: String, in model: ThemedTokenSet) -> [String] {
        let (context, diagnostics) = CSSContextBuilder.build(model, settings: CSSSettings())
        #expect(diagnostics.isEmpty)
        return context.blocks.flatMap { $0.declarations.filter { $0.name == name }.map(\.value) }
    }

    @Test func aliasWithAnotherTargetPerPermutationRefersToEach() {
        let red = TokenValue.color(ColorValue(space: .srgb, components: [1, 0, 0]))
        let blue = TokenValue.color(ColorValue(space: .srgb, components: [0, 0, 1]))
        let model = Self.model(
            light: [
                NamingTests.token("color.x", red), NamingTests.token("color.y", blue),
                Self.alias("semantic.a", of: "color.x", red),
            ],
            dark: [
                NamingTests.token("color.x", red), NamingTests.token("color.y", blue),
                Self.alias("semantic.a", of: "color.y", blue),
            ])
        let values = Self.values(of: "--semantic-a", in: model)
        #expect(values.first == "var(--color-x)")
        #expect(values.contains("var(--color-y)"))
    }

    @Test func aliasToATargetOfAnotherTypeInOnePermutationIsResolvedThereOnly() {
        let red = TokenValue.color(ColorValue(space: .srgb, components: [1, 0, 0]))
        let model = Self.model(
            light: [
                NamingTests.token("color.y", .dimension(Dimension(2, .px))),
                Self.alias("semantic.b", of: "color.y", red),
            ],
            dark: [NamingTests.token("color.y", red), Self.alias("semantic.b", of: "color.y", red)])
        let values = Self.values(of: "--semantic-b", in: model)
        #expect(values.first == "#ff0000")
        #expect(values.contains("var(--color-y)"))
    }

    @Test func aliasToAPathMissingInOnePermutationIsResolvedThereOnly() {
        let red = TokenValue.color(ColorValue(space: .srgb, components: [1, 0, 0]))
        let model = Self.model(
            light: [Self.alias("semantic.c", of: "color.z", red)],
            dark: [NamingTests.token("color.z", red), Self.alias("semantic.c", of: "color.z", red)])
        let values = Self.values(of: "--semantic-c", in: model)
        #expect(values.first == "#ff0000")
        #expect(values.contains("var(--color-z)"))
    }
}
