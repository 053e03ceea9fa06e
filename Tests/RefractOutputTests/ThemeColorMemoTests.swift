import RefractModel
import RefractOutput
import Testing

/// The layout's colour memo gives, by a token's place, the conversion of the colour asked for, whatever
/// it remembered there.
struct ThemeColorMemoTests {
    private static let source = SourceReference(file: "a.json", line: 1, column: 1, offset: 0, endOffset: 1)
    private static let colors: [ColorValue] = [
        ColorValue(space: .oklch, components: [0.7, 0.3, 150]),
        ColorValue(space: .srgb, components: [0.2, 0.4, 0.6]),
        ColorValue(space: .lab, components: [50, 120, -90], alpha: 0.5),
        ColorValue(space: .oklch, components: [0.7, 0.3, 150]),
    ]

    private static func layout() -> ThemeLayout {
        let tokens = colors.indices.map { Token(path: TokenPath("color.c\($0)"), value: .color(colors[$0]), source: source) }
        let model = ThemedTokenSet(axes: [], permutations: [Permutation([])], tokenSets: [TokenSet(tokens)])
        return ThemeLayout(model, platform: "json")
    }

    @Test func conversionsByPlaceAreTheColoursOwn() {
        let memo = Self.layout().colors
        for (position, color) in Self.colors.enumerated() {
            #expect(memo.color(color, permutation: 0, position: position) == ThemeRGBColor(color))
            #expect(memo.color(color) == ThemeRGBColor(color))
        }
    }

    /// Another model's colour at a remembered place, or a place the layout never saw, is converted afresh.
    @Test func aDifferentColourAtAPlaceIsConvertedAfresh() {
        let memo = Self.layout().colors
        let other = ColorValue(space: .oklch, components: [0.3, 0.1, 20])
        for (permutation, position) in [(0, 0), (0, 2), (0, 99), (5, 0), (-1, 0)] {
            #expect(memo.color(other, permutation: permutation, position: position) == ThemeRGBColor(other))
        }
        #expect(ThemeRGBColor(other) != ThemeRGBColor(Self.colors[0]))
    }
}
