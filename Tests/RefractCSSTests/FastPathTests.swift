@testable import RefractCSS
import RefractModel
import RefractOutput
import RefractTemplates
import Testing

/// The shortcuts taken for speed give exactly what the general code gives.
@Suite("Fast paths")
struct FastPathTests {
    @Test("the template sees what the encoder would give", arguments: [
        ("tokens", [:]), ("tokens", ["colorScheme": "both"]), ("all-types", [:]),
        ("themed", ["colorScheme": "light-dark"]),
    ] as [(String, [String: String])])
    func directContextEqualsEncoded(input: String, settings: [String: String]) throws {
        guard let model = Fixtures.load(GoldenTests.input(input)) else { return }
        let (parsed, _) = CSSSettings.parse(settings)
        let (context, _) = CSSContextBuilder.build(model, settings: parsed)
        #expect(!context.blocks.isEmpty)
        #expect(context.mustacheValue == (try MustacheValue(encoding: context)))
    }

    @Test("ASCII names equal the word splitter's", arguments: [
        "color.onPrimary", "color.accent.$root", "ABCDef.x2Y", "font-size_LG", "a..b", "$root", "123.4a",
        "x.y z", "HTTPServer.url2Go", "brand.Blue-500", "a.$rootish", "--a--b--",
    ])
    func asciiNamesMatch(dotted: String) {
        for prefix in ["", "acme", "myBrand-2"] {
            let segments = TokenPath(dotted).segments.filter { $0 != "$root" }
            let words = NameWords.words(ofSegments: segments)
            let expected = words.isEmpty ? "" : "--" + NameWords.kebab(NameWords.words(prefix) + words)
            #expect(CSSNames.asciiVariable(dotted, prefix: prefix) == expected, "prefix '\(prefix)'")
        }
    }

    @Test func nonASCIITakesTheGeneralPath() {
        #expect(CSSNames.asciiVariable("couleur.été", prefix: "") == nil)
        #expect(CSSNames.variable(TokenPath("couleur.été"), prefix: "") == "--couleur-été")
    }
}
