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

    /// A combining mark stays with its letter, as in a `Character`; other scripts split by their own case.
    @Test(arguments: [
        ("cafe\u{301}Noir", ["cafe\u{301}", "Noir"]),
        ("E\u{301}clair-über", ["E\u{301}clair", "über"]),
        ("\u{301}lone", ["lone"]),
        ("größeXL", ["größe", "XL"]),
        ("ΑλφαΒήτα", ["Αλφα", "Βήτα"]),
        ("名前2", ["名前2"]),
        ("a👍b", ["a", "b"]),
    ])
    func unicodeWords(_ name: String, _ expected: [String]) {
        #expect(NameWords.words(name) == expected)
    }

    @Test func caseStyles() {
        let words = NameWords.words(ofSegments: ["color", "brand-primary", "onSurface"])
        #expect(NameWords.lowerCamel(words) == "colorBrandPrimaryOnSurface")
        #expect(NameWords.upperCamel(words) == "ColorBrandPrimaryOnSurface")
        #expect(NameWords.kebab(words) == "color-brand-primary-on-surface")
        #expect(NameWords.snake(words) == "color_brand_primary_on_surface")
    }

    @Test func lowerCamelOfNonASCIIWordsCasesTheirCharacters() {
        #expect(NameWords.lowerCamel(["Éclair", "über", "straße"]) == "éclairÜberStraße")
    }
}

