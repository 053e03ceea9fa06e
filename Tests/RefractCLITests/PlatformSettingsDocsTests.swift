import Foundation
import RefractKit
import RefractTestSupport
import Testing

/// What docs/config.md and docs/contexts/ say about each platform's settings is what the config accepts.
@Suite("Docs: platform settings")
struct PlatformSettingsDocsTests {
    static let docs = TestEnvironment.packageRoot.appendingPathComponent("docs")

    /// The settings table of config.md names every setting each platform accepts.
    @Test(arguments: PlatformRegistry.names)
    func configMdListsEverySetting(_ platform: String) throws {
        let text = try String(contentsOf: Self.docs.appendingPathComponent("config.md"), encoding: .utf8)
        let row = try #require(
            text.split(separator: "\n").first { $0.hasPrefix("| `\(platform)` | ") },
            "config.md's settings table has no row for \(platform)")
        let keys = try #require(PlatformRegistry.backend(named: platform)).settingKeys
        let missing = keys.filter { !row.contains("`\($0)`") }
        #expect(missing.isEmpty, "config.md's row of \(platform) lacks \(missing)")
    }

    /// A page that says what becomes of a key the platform does not have says what the config does: reject it.
    @Test(arguments: PlatformRegistry.names)
    func contextPagesSayUnknownKeysAreErrors(_ platform: String) throws {
        let text = try String(contentsOf: Self.docs.appendingPathComponent("contexts/\(platform).md"), encoding: .utf8)
        #expect(!text.localizedCaseInsensitiveContains("keys are ignored"), "docs/contexts/\(platform).md")
        if text.localizedCaseInsensitiveContains("unknown key") || text.contains("Any other key") {
            #expect(text.contains("`config.unknown-key`"), "docs/contexts/\(platform).md")
        }
    }

    /// And the config does reject it, for every platform.
    @Test(arguments: PlatformRegistry.names)
    func anUnknownSettingIsAConfigError(_ platform: String) throws {
        let folder = try ProjectFolder("unknown-setting")
        defer { folder.remove() }
        try folder.write("tokens/a.tokens.json", #"{ "size": { "$type": "number", "$value": 1 } }"#)
        try folder.write("refract.yaml", "platforms:\n  \(platform): { colourScheme: media }\n")
        let run = try RefractBinary.run(["lint"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("[config.unknown-key] unknown key 'colourScheme' in platforms.\(platform)"), "\(run.stderr)")
    }
}
