import Foundation
import Testing

/// `compose.material: auto` (the default) fills the Material 3 roles the tokens' names give and leaves the others
/// to Material's baseline without a word, in `refract build` as in `refract lint`; `material: true` still says
/// which roles no token fills, as an error, in both.
@Suite("material: auto fills what it can, quietly")
struct MaterialAutoTests {
    /// Named like two roles (`primary`, `background`) and nothing else of Material's, as Examples/ThemeApp is.
    static let tokens = #"""
        {
          "color": {
            "$type": "color",
            "primary": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.5, 0.53] } },
            "background": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
            "text": { "$value": { "colorSpace": "srgb", "components": [0.12, 0.14, 0.16] } },
            "mint": { "$value": { "colorSpace": "srgb", "components": [0.24, 0.7, 0.54] } }
          }
        }
        """#

    static func project(material: String?) throws -> ProjectFolder {
        let folder = try ProjectFolder("material-auto")
        try folder.write("tokens.json", tokens)
        let setting = material.map { ", material: \($0)" } ?? ""
        try folder.write("refract.yaml", """
            tokens: [tokens.json]
            platforms: { compose: { package: app.tokens\(setting) }, swift: false, json: false, css: false, web: false, android: false }

            """)
        return folder
    }

    @Test func autoWritesTheRolesTheNamesFillAndSaysNothing() throws {
        let folder = try Self.project(material: nil)
        defer { folder.remove() }
        let build = try RefractBinary.run(["build", "--color", "never"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(!build.stderr.contains("material"), "\(build.stderr)")
        #expect(build.stderr.contains("refract: 0 errors, 0 warnings"), "\(build.stderr)")
        let theme = try #require(folder.read("output/compose/RefractTheme.kt"))
        #expect(theme.contains("            primary = colors.primary, // color.primary\n"))
        #expect(theme.contains("            primaryContainer = colors.primary, // color.primary, as primary\n"))
        #expect(theme.contains("            background = colors.background, // color.background\n"))
        #expect(theme.contains("            onBackground = colors.text, // color.text\n"))
        // No token fills these: lightColorScheme's and darkColorScheme's defaults (Material's baseline) stand.
        #expect(!theme.contains("            onPrimary = "))
        #expect(!theme.contains("            error = "))
        #expect(!theme.contains("colors.mint"))
        let lint = try RefractBinary.run(["lint", "--color", "never"], in: folder.url)
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stderr.split(separator: "\n").last == "refract: 0 errors, 0 warnings; 4 tokens in 1 file", "\(lint.stderr)")
    }

    @Test func anExplicitTrueStillNamesTheUnfilledRolesInBuildAndLint() throws {
        let folder = try Self.project(material: "true")
        defer { folder.remove() }
        for command in [["build"], ["lint"]] {
            let run = try RefractBinary.run(command + ["--color", "never"], in: folder.url)
            #expect(run.status == 1, "\(command[0]): \(run.stderr)")
            #expect(run.stderr.contains(
                "error: [compose.material-roles-unfilled] Material 3 roles 'onPrimary', 'onPrimaryContainer'"), "\(command[0]): \(run.stderr)")
        }
        #expect(folder.read("output/compose/RefractTheme.kt") == nil)
    }
}
