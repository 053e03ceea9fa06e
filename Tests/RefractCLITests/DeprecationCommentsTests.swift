import Foundation
import Testing

/// A deprecation that names its replacement keeps the deprecated CSS property and Android resource (old code
/// keeps working) and says beside it what to use instead, as the platform spells that name.
@Suite("refract build: deprecations name their replacement in CSS and Android")
struct DeprecationCommentsTests {
    static let tokens = """
        {
          "color": {
            "$type": "color",
            "accent": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } },
            "primary": { "$value": { "colorSpace": "srgb", "components": [0, 0.3, 0.6] }, "$deprecated": "Use {color.accent}" },
            "old": { "$value": { "colorSpace": "srgb", "components": [0, 0.2, 0.6] }, "$deprecated": "Use {color.gone}" }
          }
        }
        """

    @Test func theCommentNamesTheReplacementAndTheOldNameStays() throws {
        let project = try ProjectFolder("deprecation-comments")
        defer { project.remove() }
        try project.write("tokens.json", Self.tokens)
        let run = try RefractBinary.run(
            ["build", "tokens.json", "--out", "out", "--platform", "css", "--platform", "android", "--quiet"], in: project.url)
        #expect(run.status == 0, "\(run.stderr)")
        let css = try #require(project.read("out/css/tokens.css"))
        #expect(css.contains("""
              /* deprecated: Use {color.accent} */
              /* replaced by var(--color-accent) */
              --color-primary:
            """), "\(css)")
        // A replacement that does not exist is no advice: the message alone.
        #expect(css.contains("""
              /* deprecated: Use {color.gone} */
              --color-old:
            """), "\(css)")
        let colors = try #require(project.read("out/android/res/values/refract_colors.xml"))
        #expect(colors.contains("""
                <!-- deprecated: Use {color.accent} -->
                <!-- replaced by R.color.color_accent -->
                <color name="color_primary">
            """), "\(colors)")
        #expect(colors.contains("""
                <!-- deprecated: Use {color.gone} -->
                <color name="color_old">
            """), "\(colors)")
    }
}
