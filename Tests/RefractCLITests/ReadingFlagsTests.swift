import Foundation
import RefractTestSupport
import Testing

/// Every command that reads tokens takes the same input flags with the same meaning, and honours the
/// `format:` of the project's refract.yaml: `diff` (each side's own config, `--git` too), `preview`, `import`.
@Suite("The reading flags of every command")
struct ReadingFlagsTests {
    /// A Tokens Studio folder: two themes of one group, each enabling one set; `dark` is the dark background.
    static func writeTokensStudio(into folder: ProjectFolder, at base: String, dark: String = "{gray.9}") throws {
        try folder.write("\(base)/$themes.json", """
            [
              { "id": "l", "name": "Light", "group": "mode", "selectedTokenSets": { "base": "source", "light": "enabled" } },
              { "id": "d", "name": "Dark", "group": "mode", "selectedTokenSets": { "base": "source", "dark": "enabled" } }
            ]
            """)
        try folder.write("\(base)/$metadata.json", #"{ "tokenSetOrder": ["base", "light", "dark"] }"#)
        try folder.write(
            "\(base)/base.json",
            ##"{ "gray": { "0": { "value": "#ffffff", "type": "color" }, "9": { "value": "#111111", "type": "color" } } }"##)
        try folder.write("\(base)/light.json", #"{ "bg": { "value": "{gray.0}", "type": "color" } }"#)
        try folder.write("\(base)/dark.json", #"{ "bg": { "value": "\#(dark)", "type": "color" } }"#)
    }

    static let tokensStudioConfig = "tokens:\n  - { path: tokens, format: tokens-studio }\n"

    /// The JSON report's changed paths and compared permutations.
    static func report(_ run: RefractBinary.Run) throws -> (changed: [String], compared: [String]) {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let changed = (report["changed"] as? [[String: Any]])?.compactMap { $0["path"] as? String } ?? []
        return (changed, report["comparedPermutations"] as? [String] ?? [])
    }

    @Test func diffReadsTwoTokensStudioFoldersWithFrom() throws {
        let folder = try ProjectFolder("reading-diff-from")
        defer { folder.remove() }
        try Self.writeTokensStudio(into: folder, at: "old")
        try Self.writeTokensStudio(into: folder, at: "new", dark: "#222222")
        let run = try RefractBinary.run(["diff", "old", "new", "--from", "tokens-studio", "--format", "json"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let (changed, compared) = try Self.report(run)
        #expect(changed == ["bg"])
        #expect(compared.sorted() == ["mode=Dark", "mode=Light"])
    }

    /// Tokens Studio's two-axis example, read in place on both sides: nothing changed, in the brand asked for.
    @Test func diffReadsTheLionCorpusWithFromAndInput() throws {
        guard Corpus.require() else { return }
        let lion = Corpus.path("corpora/tokens-studio-lion/tokens")
        let run = try RefractBinary.run(
            ["diff", lion, lion, "--from", "tokens-studio", "--input", "brand=Casual", "--format", "json"],
            in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0, "\(run.stderr)")
        let (changed, compared) = try Self.report(run)
        #expect(changed.isEmpty)
        #expect(compared.sorted() == ["brand=Casual, color=Blue", "brand=Casual, color=Green", "brand=Casual, color=Purple"])
    }

    /// Each side is read in the format its own refract.yaml gives: here Style Dictionary, then Tokens Studio.
    @Test func diffHonoursEachSidesFormat() throws {
        let folder = try ProjectFolder("reading-diff-format")
        defer { folder.remove() }
        try folder.write("old/refract.yaml", "tokens:\n  - { path: legacy, format: style-dictionary }\n")
        try folder.write("old/legacy/colors.json", ##"{ "bg": { "value": "#111111", "type": "color" } }"##)
        try folder.write("new/refract.yaml", Self.tokensStudioConfig)
        try folder.write("new/tokens/base.json", ##"{ "bg": { "value": "#222222", "type": "color" } }"##)
        let run = try RefractBinary.run(["diff", "old", "new", "--format", "json"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.report(run).changed == ["bg"])
    }

    @Test func gitDiffOfATokensStudioProjectNamesNoTemporaryPath() throws {
        let folder = try ProjectFolder("reading-diff-git")
        defer { folder.remove() }
        try folder.write("design/refract.yaml", Self.tokensStudioConfig)
        try Self.writeTokensStudio(into: folder, at: "design/tokens", dark: "{gray.99}")
        let git = DiffCommandTests()
        guard try git.git(["init", "-q"], in: folder) else { return }
        #expect(try git.git(["add", "-A"], in: folder))
        #expect(try git.git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "v1"], in: folder))
        let design = folder.url.appendingPathComponent("design")

        // The revision has an error: it is shown where git keeps the file, not in the temporary copy.
        try folder.write("design/tokens/dark.json", #"{ "bg": { "value": "{gray.9}", "type": "color" } }"#)
        let broken = try RefractBinary.run(["diff", "--git", "HEAD"], in: design)
        #expect(broken.status == 1, "\(broken.stderr)")
        #expect(broken.stderr.contains("HEAD:design/tokens/dark.json:1:"), "\(broken.stderr)")
        #expect(broken.stderr.contains("in '.' at HEAD, nothing compared"), "\(broken.stderr)")
        #expect(!broken.stderr.contains("refract-diff-"), "\(broken.stderr)")
        #expect(!broken.stderr.contains(NSTemporaryDirectory()), "\(broken.stderr)")

        #expect(try git.git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-am", "v2"], in: folder))
        try folder.write("design/tokens/dark.json", ##"{ "bg": { "value": "#222222", "type": "color" } }"##)
        // Both sides in the format of their refract.yaml.
        let run = try RefractBinary.run(["diff", "--git", "HEAD", "--format", "json"], in: design)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.report(run).changed == ["bg"])
        #expect(!run.stderr.contains("refract-diff-") && !run.stdout.contains("refract-diff-"))
        // PATH without a config of its own: the format the config here gives it, on both sides.
        let path = try RefractBinary.run(["diff", "--git", "HEAD", "./tokens/", "--format", "json"], in: design)
        #expect(path.status == 0, "\(path.stderr)")
        #expect(try Self.report(path).changed == ["bg"])
        // Or named by --from, the config aside: PATH is the folder compared, in the revision and here.
        try FileManager.default.removeItem(at: design.appendingPathComponent("refract.yaml"))
        let from = try RefractBinary.run(["diff", "--git", "HEAD", "tokens", "--from", "tokens-studio", "--format", "json"], in: design)
        #expect(from.status == 0, "\(from.stderr)")
        #expect(try Self.report(from).changed == ["bg"])
    }

    /// An input given on the command line that refract.yaml names keeps the config's `format:`.
    @Test(arguments: [["lint", "tokens"], ["lint", "./tokens/"], ["preview", "tokens"], ["build", "tokens", "--check"]])
    func aGivenInputKeepsItsConfiguredFormat(_ arguments: [String]) throws {
        let folder = try ProjectFolder("reading-given")
        defer { folder.remove() }
        try folder.write("refract.yaml", Self.tokensStudioConfig)
        try Self.writeTokensStudio(into: folder, at: "tokens")
        let run = try RefractBinary.run(arguments, in: folder.url)
        #expect(!run.stderr.contains("[import."), "\(run.stderr)")
        #expect(run.stderr.contains("3 tokens × 2 permutations") || arguments[0] == "build", "\(run.stderr)")
        #expect(run.status == (arguments[0] == "build" ? 1 : 0), "\(run.stderr)")
    }

    /// Each side's names are the ones a build of it writes: a token a platform excludes has no name to lose.
    @Test func diffComparesTheNamesThePlatformsSelect() throws {
        let folder = try ProjectFolder("reading-diff-selection")
        defer { folder.remove() }
        try folder.write("refract.yaml", "platforms:\n  css:\n    exclude: [color.accent]\n")
        try folder.write("old/tokens.json", DiffCommandTests.tokensV1)
        try folder.write("new/tokens.json", DiffCommandTests.tokensV2)
        let run = try RefractBinary.run(["diff", "old", "new", "--quiet"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("| swift | `Theme.colors.accent` | `color.accent` |"), "\(run.stdout)")
        #expect(!run.stdout.contains("--color-accent"), "\(run.stdout)")
    }

    @Test func diffTakesInputAndQuiet() throws {
        let folder = try ProjectFolder("reading-diff-input")
        defer { folder.remove() }
        for (side, dark) in [("old", "{gray.9}"), ("new", "#222222")] {
            try folder.write("\(side)/refract.yaml", Self.tokensStudioConfig)
            try Self.writeTokensStudio(into: folder, at: "\(side)/tokens", dark: dark)
            // A Tokens Studio type DTCG lacks: a warning on each side.
            try folder.write("\(side)/tokens/light.json", #"{ "bg": { "value": "{gray.0}", "type": "color" }, "label": { "value": "Hi", "type": "content" } }"#)
        }
        let dark = try RefractBinary.run(["diff", "old", "new", "--input", "mode=Dark", "--format", "json"], in: folder.url)
        #expect(dark.status == 0, "\(dark.stderr)")
        #expect(try Self.report(dark).compared == ["mode=Dark"])
        #expect(dark.stderr.contains("[tokens-studio.unmapped]"), "\(dark.stderr)")
        #expect(dark.stderr.contains("refract: 0 errors, 2 warnings; 1 permutation compared"), "\(dark.stderr)")

        let quiet = try RefractBinary.run(["diff", "old", "new", "--quiet"], in: folder.url)
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        #expect(quiet.stdout.contains("`bg`"), "\(quiet.stdout)")

        let malformed = try RefractBinary.run(["diff", "old", "new", "--input", "dark"], in: folder.url)
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("The value 'dark' is invalid for '--input <modifier=context>'"), "\(malformed.stderr)")
    }

    @Test func previewReadsTheFormatFromFrom() throws {
        let folder = try ProjectFolder("reading-preview")
        defer { folder.remove() }
        try Self.writeTokensStudio(into: folder, at: "tokens")
        let run = try RefractBinary.run(["preview", "--from", "tokens-studio", "tokens"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("wrote preview.html (3 tokens × 2 permutations"), "\(run.stderr)")
        #expect(folder.read("preview.html")?.contains("mode=Dark") == true)
    }

    /// A typography value without letterSpacing and lineHeight: compatibility warnings, which --strict makes errors.
    static let looseTypography = ##"{ "font": { "body": { "value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400 }, "type": "typography" } } }"##

    @Test func importStrictMakesCompatibilityWarningsErrors() throws {
        let folder = try ProjectFolder("reading-import-strict")
        defer { folder.remove() }
        try folder.write("legacy/type.json", Self.looseTypography)
        let strict = try RefractBinary.run(["import", "--from", "style-dictionary", "legacy", "--out", "dtcg", "--strict"], in: folder.url)
        #expect(strict.status == 1, "\(strict.stderr)")
        #expect(strict.stderr.contains("error: [compat.typography-missing]"), "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("dtcg").path))

        let lenient = try RefractBinary.run(["import", "--from", "style-dictionary", "legacy", "--out", "dtcg"], in: folder.url)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.stderr.contains("warning: [compat.typography-missing]"), "\(lenient.stderr)")
    }

    /// Without --from, import converts the input refract.yaml names in another format, under its `strict`.
    @Test func importHonoursTheConfig() throws {
        let folder = try ProjectFolder("reading-import-config")
        defer { folder.remove() }
        try folder.write("legacy/type.json", Self.looseTypography)
        try folder.write("refract.yaml", "tokens:\n  - { path: legacy, format: style-dictionary }\n")
        let run = try RefractBinary.run(["import", "--out", "dtcg"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(folder.read("dtcg/type.json")?.contains("\"$type\": \"typography\"") == true, "\(run.stderr)")

        try folder.write("refract.yaml", "strict: true\ntokens:\n  - { path: legacy, format: style-dictionary }\n")
        let strict = try RefractBinary.run(["import", "legacy", "--out", "dtcg-strict"], in: folder.url)
        #expect(strict.status == 1, "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("dtcg-strict").path))

        try folder.write("refract.yaml", "tokens: [legacy]\n")
        let unnamed = try RefractBinary.run(["import", "legacy", "--out", "dtcg-unnamed"], in: folder.url)
        #expect(unnamed.status == 2)
        #expect(unnamed.stderr.contains("Missing expected argument '--from <format>'"), "\(unnamed.stderr)")
    }

    /// The reading options are declared once: every reading command's help lists them.
    @Test(arguments: ["build", "watch", "lint", "preview", "diff"])
    func everyReadingCommandTakesTheReadingOptions(_ command: String) throws {
        let help = try RefractBinary.run(["help", command], in: FileManager.default.temporaryDirectory).stdout
        for option in ["--from <format>", "--resolver <file>", "--resolver-root <dir>", "--input <modifier=context>", "--config <file>", "--strict", "--warnings-as-errors", "--quiet"] {
            #expect(help.contains(option), "'refract \(command)' lacks \(option)")
        }
    }
}
