import Foundation
import RefractKit
import RefractTestSupport
import Testing

/// `refract init --config-only` (or `--tokens DIR`) starts from a folder that already has its tokens: it writes only
/// refract.yaml and its schema, pointing at what it finds, and never overwrites. Every starter config lists every
/// platform a build writes.
@Suite("refract init for tokens already there")
struct InitConfigOnlyTests {
    static let colours = #"{ "color": { "$type": "color", "brand": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.5, 0.5] } } } }"#

    /// The example tokens of `refract init`, without its config: a folder as a team would have it.
    static func exampleTokensOnly() throws -> ProjectFolder {
        let folder = try ProjectFolder("init-config-only")
        #expect(try RefractBinary.run(["init"], in: folder.url).status == 0)
        for file in ["refract.yaml", "refract.schema.json"] {
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent(file))
        }
        return folder
    }

    @Test func theResolverDocumentFoundIsTheConfigsResolver() throws {
        let folder = try Self.exampleTokensOnly()
        defer { folder.remove() }
        let tokens = folder.snapshot(of: "tokens")
        let run = try RefractBinary.run(["init", "--config-only"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "refract: wrote refract.yaml, refract.schema.json\nNext: refract lint, then refract build\n")
        let config = try #require(folder.read("refract.yaml"))
        #expect(config.contains("\nresolver: tokens/tokens.resolver.yaml\n"), "\(config)")
        #expect(folder.read("refract.schema.json")?.contains("\"$schema\"") == true)
        #expect(folder.snapshot(of: "tokens") == tokens, "the tokens were touched")
        let lint = try RefractBinary.run(["lint"], in: folder.url)
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stderr.contains("× 4 permutations"), "\(lint.stderr)")
    }

    @Test func tokensNamesAFolderOfTokenFiles() throws {
        let folder = try ProjectFolder("init-tokens")
        defer { folder.remove() }
        try folder.write("design/colors.tokens.json", Self.colours)
        let run = try RefractBinary.run(["init", "--tokens", "./design/"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let config = try #require(folder.read("refract.yaml"))
        #expect(config.contains("\ntokens: [design/]"), "\(config)")
        let build = try RefractBinary.run(["build"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        for platform in PlatformRegistry.all {
            let built = FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("output/\(platform.name)").path)
            #expect(built == platform.enabledByDefault, "\(platform.name)")
        }
    }

    /// Tokens kept beside the config are listed file by file: a build's `output/` there is never read back.
    @Test func tokensInTheConfigsOwnFolderAreListed() throws {
        let folder = try ProjectFolder("init-here")
        defer { folder.remove() }
        try folder.write("colors.tokens.json", Self.colours)
        try folder.write("sizes/spacing.tokens.json", #"{ "space": { "$type": "number", "$value": 4 } }"#)
        try folder.write("output/json/theme.json", "{}")
        #expect(try RefractBinary.run(["init", "--tokens", "."], in: folder.url).status == 0)
        let config = try #require(folder.read("refract.yaml"))
        #expect(config.contains("\ntokens:                                 # merged in this order\n  - colors.tokens.json\n  - sizes/spacing.tokens.json\nstrict:"), "\(config)")
        let lint = try RefractBinary.run(["lint"], in: folder.url)
        #expect(lint.status == 0, "\(lint.stderr)")
    }

    @Test func aTokensStudioFolderIsReadAsOne() throws {
        let folder = try ProjectFolder("init-studio")
        defer { folder.remove() }
        try folder.write("tokens/core.json", ##"{ "brand": { "value": "#1b8188", "type": "color" } }"##)
        try folder.write("tokens/$themes.json", "[]")
        #expect(try RefractBinary.run(["init", "--config-only"], in: folder.url).status == 0)
        let config = try #require(folder.read("refract.yaml"))
        #expect(config.contains("\ntokens:\n  - { path: tokens/, format: tokens-studio }\n"), "\(config)")
        let lint = try RefractBinary.run(["lint"], in: folder.url)
        #expect(lint.status == 0, "\(lint.stderr)")
    }

    @Test func aConfigThereIsNeverOverwritten() throws {
        let folder = try Self.exampleTokensOnly()
        defer { folder.remove() }
        try folder.write("refract.yml", "# mine\n")
        let run = try RefractBinary.run(["init", "--config-only"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("[init.would-overwrite] refusing to overwrite 'refract.yml'"), "\(run.stderr)")
        #expect(folder.read("refract.yml") == "# mine\n")
        #expect(folder.read("refract.yaml") == nil)
        #expect(folder.read("refract.schema.json") == nil)
    }

    @Test func noTokensThereIsAnErrorThatSaysHowToNameThem() throws {
        let folder = try ProjectFolder("init-no-tokens")
        defer { folder.remove() }
        let run = try RefractBinary.run(["init", "--config-only"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("[input.not-found] no token folder or file 'tokens' here"), "\(run.stderr)")
        #expect(run.stderr.contains("--tokens DIR"))
        #expect(folder.snapshot(of: ".").isEmpty)
    }

    /// Both starter configs name every platform, so none is enabled only by default: those on by default
    /// enabled, the others (the asset catalog) listed off, to be turned on.
    @Test(arguments: [["init"], ["init", "--config-only"]])
    func theStarterConfigListsEveryPlatform(_ arguments: [String]) throws {
        let folder = try Self.exampleTokensOnly()
        defer { folder.remove() }
        if arguments == ["init"] { try FileManager.default.removeItem(at: folder.url.appendingPathComponent("tokens")) }
        #expect(try RefractBinary.run(arguments, in: folder.url).status == 0)
        let config = try #require(folder.read("refract.yaml"))
        for platform in PlatformRegistry.all {
            let line = "\n  \(platform.name): { enabled: \(platform.enabledByDefault), destination: \(platform.name) }\n"
            #expect(config.contains(line), "\(platform.name) is missing:\n\(config)")
        }
    }
}
