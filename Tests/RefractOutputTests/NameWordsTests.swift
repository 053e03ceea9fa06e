@testable import RefractOutput
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
}

@Suite("Template sources")
struct TemplateSourcesTests {
    @Test func tagNamesAreFoundWithEverySigil() {
        let sources = TemplateSources([
            "css/a.mustache": "<resources>{{#blocks}}{{ declarations.0.name }}{{/blocks}}{{^empty}}x{{/empty}}{{{raw}}}{{&amp}}",
            "android/b.mustache": "<resources>{{#lines}}{{.}}{{/lines}}</resources>",
        ])
        #expect(sources.uses("declarations", inTemplatesWithPrefix: "css/"))
        #expect(sources.uses("raw", inTemplatesWithPrefix: "css/") && sources.uses("amp", inTemplatesWithPrefix: "css/"))
        #expect(sources.uses("empty", inTemplatesWithPrefix: "css/"))
        #expect(!sources.uses("resources", inTemplatesWithPrefix: "android/"), "the XML element is not a tag")
        #expect(!sources.uses("declarations", inTemplatesWithPrefix: "android/"))
    }

    @Test func changedDelimitersCountAsUsingEverything() {
        let sources = TemplateSources(["css/a.mustache": "{{=<% %>=}}<% declarations %>"])
        #expect(sources.uses("declarations", inTemplatesWithPrefix: "css/"))
    }

    @Test func onlyTwoOpeningBracesThenEqualsChangeDelimiters() {
        #expect(TemplateSources.changesDelimiters("{{=<% %>=}}"))
        #expect(TemplateSources.changesDelimiters("text {{ name }} then {{{= | | =}}"))
        #expect(!TemplateSources.changesDelimiters("{ {= x }} {= y} {{name}} a == b {{#a}}={{/a}}"))
    }
}
