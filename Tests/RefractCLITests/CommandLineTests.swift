import Foundation
import RefractTestSupport
import Testing

/// The command end to end: exit codes, streams, machine formats, help and usage errors.
@Suite("refract command line")
struct CommandLineTests {
    static let mistakes = LintGoldenTests.directory
    static let root = TestEnvironment.packageRoot

    @Test func exampleTokensAreClean() throws {
        let run = try RefractBinary.run(["lint", "--strict"], in: Self.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("refract: 0 errors, 0 warnings;"))
        // Android has no shadow resource, so the build warns on shadow.card: with no config here to keep that
        // a warning (as `refract init`'s does), --warnings-as-errors fails the build there, and lint with it.
        let strictest = try RefractBinary.run(["lint", "--strict", "--warnings-as-errors"], in: Self.root)
        #expect(strictest.status == 1)
        #expect(strictest.stderr.hasPrefix(
            "tokens/semantic.tokens.yaml:37:3: error: [android.unsupported-value] token 'shadow.card' is not written for Android"))
        #expect(strictest.stderr.contains("refract: 1 error, 0 warnings;"))
    }

    @Test func usageErrorSuggestsAndExitsTwo() throws {
        let run = try RefractBinary.run(["lint", "--fromat", "json"], in: Self.root)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
            Error: Unknown option '--fromat'. Did you mean '--format'?
            Usage: refract lint [<tokens> ...] [--resolver <file>] [--resolver-root <dir> ...] [--input <modifier=context> ...] [--config <file>] [--from <format>] [--format <format>] [--strict] [--warnings-as-errors] [--keep-going] [--color <when>] [--quiet] [--verbose]
            See 'refract lint --help' for more information.

            """)
    }

    @Test func badEnumValueSuggests() throws {
        let run = try RefractBinary.run(["lint", "--format", "sarf"], in: Self.root)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(
            "Error: The value 'sarf' is invalid for '--format <format>'. Did you mean 'sarif'? Use one of: text, json, github, sarif."))
    }

    @Test func unknownSubcommandSuggests() throws {
        let run = try RefractBinary.run(["lnit"], in: Self.root)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: Unknown subcommand 'lnit'. Did you mean 'lint'?"))
    }

    @Test func helpForms() throws {
        let viaHelp = try RefractBinary.run(["help", "lint"], in: Self.root)
        let viaFlag = try RefractBinary.run(["lint", "--help"], in: Self.root)
        #expect(viaHelp.status == 0)
        #expect(viaHelp.stdout == viaFlag.stdout)
        Golden.assertMatches(viaFlag.stdout, golden: Self.root.appendingPathComponent("Tests/RefractCLITests/Fixtures/help/lint.txt"))
        let previewHelp = try RefractBinary.run(["help", "preview"], in: Self.root)
        #expect(previewHelp.status == 0)
        Golden.assertMatches(previewHelp.stdout, golden: Self.root.appendingPathComponent("Tests/RefractCLITests/Fixtures/help/preview.txt"))
        let rootHelp = try RefractBinary.run(["--help"], in: Self.root)
        Golden.assertMatches(rootHelp.stdout, golden: Self.root.appendingPathComponent("Tests/RefractCLITests/Fixtures/help/refract.txt"))
        let diffHelp = try RefractBinary.run(["diff", "--help"], in: Self.root)
        Golden.assertMatches(diffHelp.stdout, golden: Self.root.appendingPathComponent("Tests/RefractCLITests/Fixtures/help/diff.txt"))
    }

    @Test func version() throws {
        let run = try RefractBinary.run(["--version"], in: Self.root)
        #expect(run.status == 0)
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    @Test func missingInputIsAnError() throws {
        let run = try RefractBinary.run(["lint", "no-such-dir"], in: Self.root)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("refract: error: [input.not-found] no such file or directory 'no-such-dir'"))
    }

    @Test func jsonFormatOnStdout() throws {
        let run = try RefractBinary.run(["lint", "--format", "json", "cycle.tokens.json"], in: Self.mistakes)
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["code"] as? String == "alias.cycle")
        #expect(diagnostics.first?["line"] as? Int == 4)
        #expect(diagnostics.first?["column"] as? Int == 26)
    }

    /// Run in a sub-folder of this repository, the annotation names the file from the repository's root.
    @Test func githubAnnotations() throws {
        let run = try RefractBinary.run(["lint", "--format", "github", "unresolved-alias.tokens.json"], in: Self.mistakes)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix(
            "::error file=Tests/RefractCLITests/Fixtures/mistakes/unresolved-alias.tokens.json,line=10,col=27,endLine=10,endColumn=48,"
            + "title=alias.unresolved::no token at path 'color.base.blu.500'"))
    }

    @Test func githubAnnotationsOutsideARepository() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-github-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: Self.mistakes.appendingPathComponent("unresolved-alias.tokens.json"),
            to: folder.appendingPathComponent("unresolved-alias.tokens.json"))
        let run = try RefractBinary.run(["lint", "--format", "github", "unresolved-alias.tokens.json"], in: folder)
        #expect(run.stdout.hasPrefix("::error file=unresolved-alias.tokens.json,line=10,col=27,"))
    }

    @Test func sarifLog() throws {
        let run = try RefractBinary.run(["lint", "--format", "sarif", "duplicate-key.tokens.json"], in: Self.mistakes)
        #expect(run.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.first?["ruleId"] as? String == "syntax.duplicate-key")
    }

    @Test func warningsPassUnlessPromoted() throws {
        let lenient = try RefractBinary.run(["lint", "legacy-strings.tokens.json"], in: Self.mistakes)
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("warning: [compat.legacy-color]"))
        let promoted = try RefractBinary.run(["lint", "--warnings-as-errors", "legacy-strings.tokens.json"], in: Self.mistakes)
        #expect(promoted.status == 1)
        let quiet = try RefractBinary.run(["lint", "--quiet", "legacy-strings.tokens.json"], in: Self.mistakes)
        #expect(quiet.stderr.isEmpty)
    }

    @Test func colourOnlyWhenAsked() throws {
        let plain = try RefractBinary.run(["lint", "cycle.tokens.json"], in: Self.mistakes)
        #expect(!plain.stderr.contains("\u{1B}["))
        let forced = try RefractBinary.run(["lint", "--color", "always", "cycle.tokens.json"], in: Self.mistakes)
        #expect(forced.stderr.contains("\u{1B}["))
    }
}
