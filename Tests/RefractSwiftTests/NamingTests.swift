import RefractModel
import RefractOutput
import RefractSwift
import Testing

@Suite("Swift names")
struct NamingTests {
    @Test(arguments: [
        (["color", "primary"], ThemeCollectionKind.colors, "primary"),
        (["color", "brand", "primary"], .colors, "brandPrimary"),
        (["palette", "teal-light"], .colors, "paletteTealLight"),
        (["color"], .colors, "color"),
        (["size", "cardHeight"], .sizes, "cardHeight"),
        (["font", "family", "body"], .fontFamilies, "body"),
        (["space", "2xl"], .sizes, "space2xl"),
        (["2xl"], .sizes, "_2xl"),
        (["color", "grün"], .colors, "gr_u00fcn"),
        (["color", "copy with"], .colors, "copyWith_"),
        (["color", "---"], .colors, "unnamed"),
    ])
    func memberName(_ segments: [String], _ kind: ThemeCollectionKind, _ expected: String) {
        #expect(ThemeMemberName.name(for: segments, in: kind) == expected)
    }

    @Test func collidingTokensAreAnErrorNamingBoth() {
        let source = SourceReference(file: "a.json", line: 1, column: 1, offset: 0, endOffset: 1)
        let black = TokenValue.color(ColorValue(space: .srgb, components: [0, 0, 0]))
        let set = TokenSet([
            Token(path: TokenPath("color.brand-primary"), value: black, source: source),
            Token(path: TokenPath("color.brandPrimary"), value: black, source: source),
        ])
        let model = ThemedTokenSet(axes: [], permutations: [Permutation([])], tokenSets: [set])
        let (_, diagnostics) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        let collision = diagnostics.first { $0.code == "swift.name-collision" }
        #expect(collision?.message == "tokens 'color.brand-primary' and 'color.brandPrimary' both become 'colors.brandPrimary'")
        #expect(collision?.severity == .error)
    }

    @Test func invalidAccessorPrefixIsAnError() {
        let model = ThemedTokenSet(axes: [], permutations: [Permutation([])], tokenSets: [TokenSet([])])
        let (_, diagnostics) = SwiftBackend.context(
            model, options: PlatformOptions(destination: "swift", settings: ["accessorPrefix": "9x"]))
        #expect(diagnostics.map(\.code) == ["swift.invalid-setting"])
    }
}
