import Foundation
import Testing

/// `platforms: { xcassets: … }` end to end: the built binary in a temporary project writes the catalog under
/// `output/xcassets/`, `--check` then passes, and a config that does not list the platform writes none.
@Suite("refract build: asset catalogs")
struct AssetCatalogCommandTests {
    static let tokens = """
        {
          "color": {
            "$type": "color",
            "primary": { "$value": { "colorSpace": "srgb", "components": [0.105882, 0.505882, 0.533333] } },
            "wide": { "$value": { "colorSpace": "display-p3", "components": [1, 0.2, 0.1], "alpha": 0.5 } }
          },
          "size": { "$type": "dimension", "gap": { "$value": { "value": 4, "unit": "px" } } }
        }
        """

    @Test func aListedCatalogIsBuiltWithItsAccentColorAndChecksClean() throws {
        let project = try ProjectFolder("xcassets")
        defer { project.remove() }
        try project.write("tokens.json", Self.tokens)
        try project.write("refract.yaml", """
            tokens: tokens.json
            platforms:
              xcassets: { catalog: Brand, accentColor: color.primary }
            """)
        let run = try RefractBinary.run(["build"], in: project.url)
        #expect(run.status == 0, "\(run.stderr)")
        let files = project.snapshot(of: "output/xcassets")
        #expect(Set(files.keys) == [
            "Brand.xcassets/Contents.json", "Brand.xcassets/AccentColor.colorset/Contents.json",
            "Brand.xcassets/color.primary.colorset/Contents.json", "Brand.xcassets/color.wide.colorset/Contents.json",
        ])
        let primary = try #require(project.read("output/xcassets/Brand.xcassets/color.primary.colorset/Contents.json"))
        #expect(primary.contains(#""red" : "0x1B""#))
        #expect(primary.contains(#""alpha" : "1.000""#))
        #expect(project.read("output/xcassets/Brand.xcassets/AccentColor.colorset/Contents.json") == primary)
        let wide = try #require(project.read("output/xcassets/Brand.xcassets/color.wide.colorset/Contents.json"))
        #expect(wide.contains(#""color-space" : "display-p3""#) && wide.contains(#""alpha" : "0.500""#))
        #expect(project.read("output/xcassets/Brand.xcassets/Contents.json")?.contains(#""author" : "xcode""#) == true)
        let check = try RefractBinary.run(["build", "--check"], in: project.url)
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func aConfigThatDoesNotListThePlatformWritesNoCatalog() throws {
        let project = try ProjectFolder("xcassets-off")
        defer { project.remove() }
        try project.write("tokens.json", Self.tokens)
        try project.write("refract.yaml", "tokens: tokens.json\n")
        let run = try RefractBinary.run(["build"], in: project.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(project.snapshot(of: "output/xcassets").isEmpty)
        #expect(!project.snapshot(of: "output/swift").isEmpty)
    }

    @Test func anAccentColorThatNamesNoColourIsAConfigurationErrorAtTheSetting() throws {
        let project = try ProjectFolder("xcassets-accent")
        defer { project.remove() }
        try project.write("tokens.json", Self.tokens)
        try project.write("refract.yaml", "tokens: tokens.json\nplatforms:\n  xcassets:\n    accentColor: size.gap\n")
        let run = try RefractBinary.run(["build"], in: project.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("refract.yaml:4:18: error: [xcassets.invalid-setting] setting 'accentColor' names 'size.gap', a dimension token, not a colour"), "\(run.stderr)")
        #expect(project.snapshot(of: "output").isEmpty)
    }
}
