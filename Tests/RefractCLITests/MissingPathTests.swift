import Foundation
import Testing

/// A path that names nothing is reported first, with the path it most likely means, and what follows from it is
/// folded into it: a one-letter typo in a resolver's `$ref` once gave 23 `alias.unresolved` before the real
/// `resolver.file-not-found`, with no suggestion. A missing input is a usage error (exit 2), at the config's
/// line when the config names it.
@Suite("Paths that name nothing")
struct MissingPathTests {
    /// The example project `refract init` makes.
    static func example() throws -> ProjectFolder {
        let folder = try ProjectFolder("missing-path")
        let run = try RefractBinary.run(["init"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        return folder
    }

    static func replace(_ old: String, with new: String, in file: String, of folder: ProjectFolder) throws {
        let text = try #require(folder.read(file))
        #expect(text.contains(old))
        try folder.write(file, text.replacingOccurrences(of: old, with: new))
    }

    /// The first line of the report that says `error:`.
    static func firstError(_ stderr: String) -> String {
        stderr.split(separator: "\n").first { $0.contains("error: [") }.map(String.init) ?? ""
    }

    @Test(arguments: [["lint"], ["build"]])
    func aTypoInAReferenceIsTheOneErrorWithItsSuggestion(_ command: [String]) throws {
        let folder = try Self.example()
        defer { folder.remove() }
        try Self.replace("$ref: palette.tokens.yaml", with: "$ref: palete.tokens.yaml", in: "tokens/tokens.resolver.yaml", of: folder)
        let run = try RefractBinary.run(command, in: folder.url)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(Self.firstError(run.stderr)
            == "tokens/tokens.resolver.yaml:13:15: error: [resolver.file-not-found] cannot read 'tokens/palete.tokens.yaml'")
        #expect(run.stderr.contains("= help: did you mean 'palette.tokens.yaml'?"), "\(run.stderr)")
        #expect(run.stderr.contains(
            "= note: not listed: 27 references to tokens not found (alias.unresolved), which may be defined in what was not read; fix this first"),
            "\(run.stderr)")
        #expect(!run.stderr.contains("[alias.unresolved]"), "\(run.stderr)")
        #expect(run.stderr.contains("refract: 1 error, 0 warnings;"), "\(run.stderr)")
    }

    @Test func aTypoInAReferenceFromASubfolderIsSuggestedAsThatRefWouldBeWritten() throws {
        let folder = try Self.example()
        defer { folder.remove() }
        try Self.replace("$ref: modes/dark.tokens.yaml", with: "$ref: mdoes/dark.tokens.yaml", in: "tokens/tokens.resolver.yaml", of: folder)
        let run = try RefractBinary.run(["lint"], in: folder.url)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(Self.firstError(run.stderr).contains("[resolver.file-not-found] cannot read 'tokens/mdoes/dark.tokens.yaml'"))
        #expect(run.stderr.contains("= help: did you mean 'modes/dark.tokens.yaml'?"), "\(run.stderr)")
    }

    @Test func aFileThatDoesNotParseComesFirstAndCarriesItsCascade() throws {
        let folder = try Self.example()
        defer { folder.remove() }
        let palette = try #require(folder.read("tokens/palette.tokens.yaml"))
        try folder.write("tokens/palette.tokens.yaml", palette + "broken: {\n")
        let run = try RefractBinary.run(["build"], in: folder.url)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(Self.firstError(run.stderr).contains("tokens/palette.tokens.yaml"), "\(run.stderr)")
        #expect(Self.firstError(run.stderr).contains("[syntax.yaml]"), "\(run.stderr)")
        #expect(!run.stderr.contains("[alias.unresolved]"), "\(run.stderr)")
        #expect(run.stderr.contains("not listed: 27 references to tokens not found (alias.unresolved)"), "\(run.stderr)")
    }

    @Test func aMissingTokenFileBesideAnotherIsFirstAndSuggested() throws {
        let folder = try ProjectFolder("missing-path-plain")
        defer { folder.remove() }
        try folder.write("tokens/brand.tokens.json", #"{"brand": {"$type": "color", "$value": "{palette.red}"}}"#)
        try folder.write("tokens/palette.tokens.json", #"{"palette": {"red": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}"#)
        let run = try RefractBinary.run(["lint", "tokens/brand.tokens.json", "tokens/palete.tokens.json"], in: folder.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(Self.firstError(run.stderr) == "refract: error: [input.not-found] no such file or directory 'tokens/palete.tokens.json'")
        #expect(run.stderr.contains("= help: did you mean 'tokens/palette.tokens.json'?"), "\(run.stderr)")
        #expect(!run.stderr.contains("[alias.unresolved]"), "\(run.stderr)")
    }

    @Test(arguments: [
        (["--resolver", "nope.resolver.json"], "nope.resolver.json", "resolver documents here: 'tokens/tokens.resolver.yaml'"),
        (["--resolver", "tokens/token.resolver.yaml"], "tokens/token.resolver.yaml", "did you mean 'tokens/tokens.resolver.yaml'?"),
        (["toknes"], "toknes", "did you mean 'tokens'?"),
        (["tokens/palete.tokens.yaml"], "tokens/palete.tokens.yaml", "did you mean 'tokens/palette.tokens.yaml'?"),
    ])
    func aMissingPathOnTheCommandLineIsAUsageError(_ arguments: [String], _ path: String, _ help: String) throws {
        let folder = try Self.example()
        defer { folder.remove() }
        for command in [["lint"], ["build"], ["build", "--check"], ["preview"]] {
            let run = try RefractBinary.run(command + arguments, in: folder.url)
            #expect(run.status == 2, "\(command + arguments): \(run.stderr)")
            #expect(Self.firstError(run.stderr) == "refract: error: [input.not-found] no such file or directory '\(path)'",
                "\(command + arguments): \(run.stderr)")
            #expect(run.stderr.contains("= help: \(help)"), "\(command + arguments): \(run.stderr)")
        }
        #expect(folder.snapshot(of: "output").isEmpty)
    }

    @Test(arguments: [
        ("resolver: tokens/tokens.resolver.yaml", "resolver: tokens/token.resolver.yaml", "refract.yaml:4:11:",
         "tokens/token.resolver.yaml", "did you mean 'tokens/tokens.resolver.yaml'?"),
        ("resolver: tokens/tokens.resolver.yaml", "tokens: [tokens/palette.tokens.yaml, tokns/semantic.tokens.yaml]",
         "refract.yaml:4:38:", "tokns/semantic.tokens.yaml", "did you mean 'tokens/semantic.tokens.yaml'?"),
    ])
    func aMissingPathInTheConfigIsAUsageErrorAtItsLine(
        _ old: String, _ new: String, _ location: String, _ path: String, _ help: String
    ) throws {
        let folder = try Self.example()
        defer { folder.remove() }
        try Self.replace(old, with: new, in: "refract.yaml", of: folder)
        for command in [["lint"], ["build"], ["preview"]] {
            let run = try RefractBinary.run(command, in: folder.url)
            #expect(run.status == 2, "\(command): \(run.stderr)")
            #expect(Self.firstError(run.stderr) == "\(location) error: [input.not-found] no such file or directory '\(path)'",
                "\(command): \(run.stderr)")
            #expect(run.stderr.contains("= help: \(help)"), "\(command): \(run.stderr)")
        }
        // A path on the command line replaces the config's, which is then not read.
        let given = try RefractBinary.run(["lint", "tokens/tokens.resolver.yaml"], in: folder.url)
        #expect(given.status == 0, "\(given.stderr)")
    }

    @Test func aMissingConfigFileIsSuggested() throws {
        let folder = try Self.example()
        defer { folder.remove() }
        let run = try RefractBinary.run(["lint", "--config", "refract.yml"], in: folder.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("[config.unreadable] cannot read config 'refract.yml'"), "\(run.stderr)")
        #expect(run.stderr.contains("= help: did you mean 'refract.yaml'?"), "\(run.stderr)")
    }
}
