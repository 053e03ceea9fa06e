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
        #expect(lines.last == "refract: 1 error, 0 warnings; 2 tokens in 1 file")
        let build = try RefractBinary.run(["build", "--check", "--color", "never"], in: folder)
        #expect(build.status == 1)
        #expect(build.stderr.contains(error))
    }

    /// Without a config every platform on by default is checked.
    @Test func withoutAConfigEveryPlatformIsChecked() throws {
        let folder = try Self.project(config: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try RefractBinary.run(["lint", "tokens.json", "--color", "never"], in: folder)
        #expect(lint.status == 1)
        for platform in PlatformRegistry.all.filter(\.enabledByDefault).map(\.name) {
            #expect(lint.stderr.contains("[\(platform).name-collision]"))
        }
    }
}
