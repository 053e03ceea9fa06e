import RefractModel
import RefractOutput
import RefractThemes
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

    /// Every later path of a taken name is reported against the first, which keeps the name, and the
    /// collection stays ordered by name.
    @Test func everyLaterCollidingTokenIsReportedAgainstTheFirst() {
        let source = SourceReference(file: "a.json", line: 1, column: 1, offset: 0, endOffset: 1)
        let black = TokenValue.color(ColorValue(space: .srgb, components: [0, 0, 0]))
        let paths = ["color.z", "color.brandPrimary", "color.a", "color.brand.primary", "color.brand-primary"]
        let set = TokenSet(paths.map { Token(path: TokenPath($0), value: black, source: source) })
        let model = ThemedTokenSet(axes: [], permutations: [Permutation([])], tokenSets: [set])
        let layout = ThemeLayout(model)
        #expect(layout.diagnostics(platform: "json").map(\.message) == [
            "tokens 'color.brand-primary' and 'color.brand.primary' both become 'colors.brandPrimary'",
            "tokens 'color.brand-primary' and 'color.brandPrimary' both become 'colors.brandPrimary'",
        ])
        #expect(layout.diagnostics(platform: "json").allSatisfy { $0.code == "json.name-collision" })
        let colors = layout.collections.first { $0.kind == .colors }?.members ?? []
        #expect(colors.map(\.name) == ["a", "brandPrimary", "z"])
        #expect(colors.map(\.path.dotted) == ["color.a", "color.brand-primary", "color.z"])
    }

    /// A colour named `…Gradient` and the gradient of the rest of that name would share a shape-style accessor.
    @Test(arguments: [("theme", ".themeFooGradient"), ("", ".fooGradient")])
    func colorAndGradientAccessorsCollide(_ prefix: String, _ accessor: String) {
        let source = SourceReference(file: "a.json", line: 1, column: 1, offset: 0, endOffset: 1)
        let black = ColorValue(space: .srgb, components: [0, 0, 0])
        let gradient = TokenValue.gradient([GradientStop(color: black, position: 0), GradientStop(color: black, position: 1)])
        let set = TokenSet([
            Token(path: TokenPath("color.bar"), value: .color(black), source: source),
            Token(path: TokenPath("color.fooGradient"), value: .color(black), source: source),
            Token(path: TokenPath("gradient.bar"), value: gradient, source: source),
            Token(path: TokenPath("gradient.foo"), value: gradient, source: source),
        ])
        let model = ThemedTokenSet(axes: [], permutations: [Permutation([])], tokenSets: [set])
        let (context, diagnostics) = SwiftBackend.context(
            model, options: PlatformOptions(destination: "swift", settings: ["accessorPrefix": prefix]))
        #expect(diagnostics.map(\.message) == ["tokens 'color.fooGradient' and 'gradient.foo' both become '\(accessor)'"])
        #expect(context.colorAccessors.map(\.accessor) == (prefix.isEmpty ? ["bar", "fooGradient"] : ["themeBar", "themeFooGradient"]))
        #expect(context.gradientAccessors.map(\.accessor) == [prefix.isEmpty ? "barGradient" : "themeBarGradient"])
    }

    @Test func invalidAccessorPrefixIsAnError() {
        let model = ThemedTokenSet(axes: [], permutations: [Permutation([])], tokenSets: [TokenSet([])])
        let (_, diagnostics) = SwiftBackend.context(
            model, options: PlatformOptions(destination: "swift", settings: ["accessorPrefix": "9x"]))
        #expect(diagnostics.map(\.code) == ["swift.invalid-setting"])
    }
}
