import RefractCSS
import RefractModel
import RefractOutput
import Testing

/// A CSS file of tokens that declares none of them is an error, never a header written with exit 0: a build
/// narrowed to `--input theme=Christmas` once made a model whose permutations all lacked the default one.
@Suite("CSS that would declare nothing")
struct EmptyOutputTests {
    static let red = Token(
        path: TokenPath("color.brand"), value: .color(ColorValue(space: .srgb, components: [1, 0, 0])),
        source: SourceReference(file: "t.json", line: 3, column: 5, offset: 20, endOffset: 27))

    /// `theme` says its default is `standard`, but the only permutation resolved is `christmas`.
    static let modelWithoutItsDefault = ThemedTokenSet(
        axes: [Axis(name: "theme", contexts: ["standard", "christmas"], defaultContext: "standard", role: .theme)],
        permutations: [Permutation(["theme": "christmas"])], tokenSets: [TokenSet([red])])

    @Test func tokensThatNoRuleDeclaresAreAnError() {
        let result = CSSBackend.generate(
            Self.modelWithoutItsDefault, options: PlatformOptions(destination: "css"), templates: Fixtures.templates)
        #expect(result.diagnostics.map(\.code.rawValue) == ["css.no-declarations"])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.diagnostics.first?.message.hasPrefix("1 token has a CSS name, but no rule declares it") == true)
    }

    @Test func aModelWithItsDefaultDeclaresItsTokens() {
        let model = ThemedTokenSet(
            axes: Self.modelWithoutItsDefault.axes,
            permutations: [Permutation(["theme": "standard"]), Permutation(["theme": "christmas"])],
            tokenSets: [TokenSet([Self.red]), TokenSet([Self.red])])
        let result = CSSBackend.generate(model, options: PlatformOptions(destination: "css"), templates: Fixtures.templates)
        #expect(result.diagnostics.isEmpty)
        #expect(result.files.first?.contents.contains("--color-brand:") == true)
    }
}
