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

    /// ASCII names take a byte path; a non-ASCII word sends the same name through the Unicode path,
    /// which must split the ASCII part identically.
    @Test(arguments: ["onPrimary", "brand-primary", "h1Bold", "Primary Button", "x2Large", "ABCdef", "$root_9"])
    func asciiAndUnicodePathsAgree(_ name: String) {
        #expect(NameWords.words(name + " é") == NameWords.words(name) + ["é"])
        #expect(NameWords.upperCamel(NameWords.words(name + " ñame")) == NameWords.upperCamel(NameWords.words(name)) + "Ñame")
    }

    @Test func caseStyles() {
        let words = NameWords.words(ofSegments: ["color", "brand-primary", "onSurface"])
        #expect(NameWords.lowerCamel(words) == "colorBrandPrimaryOnSurface")
        #expect(NameWords.upperCamel(words) == "ColorBrandPrimaryOnSurface")
        #expect(NameWords.kebab(words) == "color-brand-primary-on-surface")
        #expect(NameWords.snake(words) == "color_brand_primary_on_surface")
    }

    /// The one-pass join names exactly what splitting into words and joining them names.
    @Test(arguments: [
        ["color", "brand-primary", "onSurface"], ["h1Bold", "x2Large"], ["ABCdef", "$root_9"], ["", "500", "--a--"],
        ["Primary Button", "a.b.cD"], [], ["...", "-"],
    ])
    func joinedLowercaseEqualsWordsJoined(_ segments: [String]) {
        let words = NameWords.words(ofSegments: segments)
        #expect(NameWords.joinedLowercase(segments, separator: UInt8(ascii: "_")) == NameWords.snake(words))
        #expect(NameWords.joinedLowercase(segments, separator: UInt8(ascii: "-")) == NameWords.kebab(words))
    }

    @Test func joinedLowercaseLeavesNonASCIIToTheWords() {
        #expect(NameWords.joinedLowercase(["color", "café"], separator: UInt8(ascii: "_")) == nil)
    }

    /// ASCII words are cased byte by byte; the result is the one `Character` casing gives.
    @Test(arguments: [
        ["color", "BRAND", "primary"], ["h1", "x2Large", "ABC"], ["", "500", "a"], ["Z"], [], ["mIxEd", "", "tAiL"],
        ["on", "surface", "variant", "9"],
    ])
    func asciiLowerCamelIsTheCharacterCasing(_ words: [String]) {
        let expected = words.isEmpty ? "" : words[0].lowercased()
            + words.dropFirst().map { $0.isEmpty ? "" : $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        #expect(NameWords.lowerCamel(words) == expected)
    }

    @Test func lowerCamelOfNonASCIIWordsCasesTheirCharacters() {
        #expect(NameWords.lowerCamel(["Éclair", "über", "straße"]) == "éclairÜberStraße")
    }
}

