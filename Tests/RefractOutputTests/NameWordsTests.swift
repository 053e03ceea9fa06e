import RefractOutput
import Testing

@Suite("Name words and case styles")
struct NameWordsTests {
    @Test(arguments: [
        ("onPrimary", ["on", "Primary"]),
        ("brand-primary", ["brand", "primary"]),
        ("card_height", ["card", "height"]),
        ("500", ["500"]),
        ("blue500", ["blue500"]),
        ("h1Bold", ["h1", "Bold"]),
        ("Primary Button", ["Primary", "Button"]),
        ("$root", ["root"]),
    ])
    func words(_ name: String, _ expected: [String]) {
        #expect(NameWords.words(name) == expected)
    }

    @Test func caseStyles() {
        let words = NameWords.words(ofSegments: ["color", "brand-primary", "onSurface"])
        #expect(NameWords.lowerCamel(words) == "colorBrandPrimaryOnSurface")
        #expect(NameWords.upperCamel(words) == "ColorBrandPrimaryOnSurface")
        #expect(NameWords.kebab(words) == "color-brand-primary-on-surface")
        #expect(NameWords.snake(words) == "color_brand_primary_on_surface")
    }
}
