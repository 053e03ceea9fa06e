import Foundation
import Testing

/// A colour outside sRGB with the author's `hex` fallback is written with that fallback wherever an output
/// needs sRGB hex: the CSS fallback declaration, Android's colour resource, the style guide's label. The
/// gamut mapping's own choice (`#fcbf00` for this gold) appears nowhere.
@Suite("The author's hex fallback wins")
struct AuthorsFallbackTests {
    static let tokens = """
        {
          "color": {
            "$type": "color",
            "gold": { "$value": { "colorSpace": "display-p3", "components": [0.95, 0.76, 0.25], "hex": "#f8c33a" } }
          }
        }
        """

    @Test func inCSSAndroidAndThePreview() throws {
        let project = try ProjectFolder("fallback")
        defer { project.remove() }
        try project.write("tokens/gold.tokens.json", Self.tokens)
        try project.write("refract.yaml", """
            tokens: [tokens]
            output: out
            platforms: { css: true, android: true, swift: false, json: false, compose: false }

            """)
        let build = try RefractBinary.run(["build", "--color", "never"], in: project.url)
        #expect(build.status == 0, "\(build.stderr)")
        let preview = try RefractBinary.run(["preview", "--out", "preview.html", "--color", "never"], in: project.url)
        #expect(preview.status == 0, "\(preview.stderr)")

        let css = try #require(project.read("out/css/tokens.css"))
        #expect(css.contains("--color-gold: #f8c33a;"), "\(css)")
        #expect(css.contains("--color-gold: color(display-p3 0.95 0.76 0.25);"))
        let android = try #require(project.read("out/android/res/values/refract_colors.xml"))
        #expect(android.contains(#"<color name="color_gold">#FFF8C33A</color>"#), "\(android)")
        let page = try #require(project.read("preview.html"))
        #expect(page.contains(#"<code class="hex">#f8c33a</code>"#))
        for text in [css, android, page] { #expect(!text.lowercased().contains("fcbf00")) }
    }
}
