import Foundation
import RefractKit
import RefractOutput
import Testing

/// `refract lint` gives build's verdict on names: two tokens a platform names alike fail lint as they fail
/// the build, located at the second token with a note at the first; a config limits the check to its
/// platforms.
@Suite("lint checks the platforms' names")
struct LintNameCheckTests {
    static let tokens = #"""
        {
          "color": {
            "$type": "color",
            "on-primary": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
            "onPrimary": { "$value": { "colorSpace": "srgb", "components": [0, 1, 0] } }
          }
        }
        """#

    static func project(config: String?) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try tokens.write(to: folder.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
        if let config { try config.write(to: folder.appendingPathComponent("refract.yaml"), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test(arguments: [
        ("swift", "tokens.json:5:5: error: [swift.name-collision] tokens 'color.on-primary' and 'color.onPrimary' both become 'colors.onPrimary'"),
        ("json", "tokens.json:5:5: error: [json.name-collision] tokens 'color.on-primary' and 'color.onPrimary' both become 'colors.onPrimary'"),
        ("css", "tokens.json:5:5: error: [css.name-collision] token 'color.onPrimary' and token 'color.on-primary' both become the CSS custom property '--color-on-primary'"),
        ("android", "tokens.json:5:5: error: [android.name-collision] tokens 'color.on-primary' and 'color.onPrimary' both become the Android resource 'color/color_on_primary'"),
        ("compose", "tokens.json:5:5: error: [compose.name-collision] tokens 'color.on-primary' and 'color.onPrimary' both become 'colors.onPrimary'"),
    ])
    func eachPlatformsCollisionFailsLint(platform: String, error: String) throws {
        let others = PlatformRegistry.names.filter { $0 != platform }.map { "  \($0): false" }.joined(separator: "\n")
        let folder = try Self.project(config: "tokens: [tokens.json]\nplatforms:\n" + others + "\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try RefractBinary.run(["lint", "--color", "never"], in: folder)
        #expect(lint.status == 1, "\(lint.stderr)")
        let lines = lint.stderr.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains(": error: ") } == [error])
        #expect(lines.contains("tokens.json:4:5: note: 'color.on-primary' is defined here"))
        // Compose's Material theme (`material: auto`) leaves the roles no token fills to Material quietly, in
        // lint as in the build.
        #expect(lines.last == "refract: 1 error, 0 warnings; 2 tokens in 1 file")
        let build = try RefractBinary.run(["build", "--check", "--color", "never"], in: folder)
        #expect(build.status == 1)
        #expect(build.stderr.contains(error))
        #expect(!build.stderr.contains("warning:"), "\(build.stderr)")
    }

    /// Without a config every platform is checked, and one pair of tokens that every platform names alike is
    /// one error listing the platforms, each with its name, and the `rename:` way out: in lint as in build.
    @Test func withoutAConfigEveryPlatformIsCheckedAndTheCollisionIsOneError() throws {
        let folder = try Self.project(config: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in [["lint", "tokens.json"], ["build", "tokens.json", "--check"]] {
            let run = try RefractBinary.run(command + ["--color", "never"], in: folder)
            #expect(run.status == 1)
            let lines = run.stderr.split(separator: "\n").map(String.init)
            #expect(lines.filter { $0.contains(": error: ") } == [
                "tokens.json:5:5: error: [name.collision] tokens 'color.on-primary' and 'color.onPrimary' get one name on android, compose, css, json and swift",
            ])
            #expect(lines.filter { $0.hasPrefix("  = note: ") } == [
                "  = note: android: the Android resource 'color/color_on_primary'",
                "  = note: compose: 'colors.onPrimary'",
                "  = note: css: the CSS custom property '--color-on-primary'",
                "  = note: json: 'colors.onPrimary'",
                "  = note: swift: 'colors.onPrimary'",
            ])
            #expect(lines.contains(
                "  = help: rename one of the tokens, or give one another path on these platforms with `rename:` in the config (platforms: { android: { rename: { color.onPrimary: <new path> } } })"))
            #expect(lines.contains("tokens.json:4:5: note: 'color.on-primary' is defined here"))
            // Compose's Material theme (`material: auto`) leaves the roles no token fills to Material quietly,
            // in lint as in build.
            #expect(lines.last?.hasPrefix("refract: 1 error, 0 warnings") == true, "\(command[0]): \(lines.last ?? "")")
            #expect(!lines.contains { $0.contains("warning: [") }, "\(command[0]): \(lines)")
        }
    }

    /// Two platforms fold as five do, and the hint names the first of them.
    @Test func twoPlatformsFoldToo() throws {
        let folder = try Self.project(config: """
            tokens: [tokens.json]
            platforms: { swift: true, css: true, json: false, android: false, compose: false }

            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try RefractBinary.run(["lint", "--color", "never"], in: folder)
        #expect(lint.status == 1)
        let errors = lint.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors == [
            "tokens.json:5:5: error: [name.collision] tokens 'color.on-primary' and 'color.onPrimary' get one name on css and swift",
        ])
        #expect(lint.stderr.contains("(platforms: { css: { rename: { color.onPrimary: <new path> } } })"))
    }
}
