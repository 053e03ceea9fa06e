import Foundation
import Testing

/// Two tokens that map to one platform name where one is an alias of the other with the same value
/// everywhere (Equinor's Figma export): the name is emitted once, with a note, on every platform. Any other
/// pair stays an error naming both places, with the `rename:` way out.
@Suite("Names shared by an alias")
struct SharedNameTests {
    @Test func anAliasWithItsTargetsNameIsEmittedOnceWithANote() throws {
        let folder = try ProjectFolder("shared-name")
        defer { folder.remove() }
        try folder.write("tokens/tokens.json", """
            {
              "color": { "$type": "color", "primary": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.5, 0.5] } } },
              "Color": { "$type": "color", "Primary": { "$value": "{color.primary}" } }
            }
            """)
        let run = try RefractBinary.run(["build"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("note: [names.shared-by-alias] 'Color.Primary' and 'color.primary' both become the CSS custom property '--color-primary'"), "\(run.stderr)")
        #expect(run.stderr.contains("both become the Android resource 'color/color_primary'"), "\(run.stderr)")
        #expect(!run.stderr.contains("name-collision"), "\(run.stderr)")
        let css = folder.read("output/css/tokens.css") ?? ""
        #expect(css.components(separatedBy: "--color-primary:").count == 2, "declared once: \(css)")
        #expect(css.contains("--color-primary: rgb(10%, 50%, 50%);"), "its value, never a var() of itself: \(css)")
        let android = folder.read("output/android/res/values/refract_colors.xml") ?? ""
        #expect(android.components(separatedBy: "name=\"color_primary\"").count == 2, "\(android)")
    }

    @Test func twoTokensThatOnlyShareANameStayAnErrorWithBothPlacesAndTheRenameWayOut() throws {
        let folder = try ProjectFolder("shared-name-collision")
        defer { folder.remove() }
        try folder.write("tokens/tokens.json", """
            {
              "color": { "$type": "color", "primary": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.5, 0.5] } } },
              "Color": { "$type": "color", "Primary": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.5, 0.5] } } }
            }
            """)
        let run = try RefractBinary.run(["build", "--platform", "css"], in: folder.url)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("error: [css.name-collision]"), "equal values without an alias are two tokens: \(run.stderr)")
        #expect(run.stderr.contains("note: 'Color.Primary' is defined here"), "\(run.stderr)")
        #expect(run.stderr.contains("'rename:'"), "\(run.stderr)")
        #expect(!run.stderr.contains("names.shared-by-alias"), "\(run.stderr)")
    }
}
