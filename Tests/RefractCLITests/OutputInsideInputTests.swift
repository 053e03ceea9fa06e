import Foundation
import Testing

/// An output folder inside a token folder would be read back as tokens by the next build: it is refused
/// (`config.output-inside-input`, exit 2) before anything is written, located at the config's `output`
/// or named by its `--out`. Layouts where the output holds the tokens beside it still build.
@Suite("Output folder inside the inputs")
struct OutputInsideInputTests {
    static let tokens = #"{"size": {"$type": "number", "$value": 4}, "brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.5, 1]}}}"#

    static func project(_ files: [String: String] = [:]) throws -> ProjectFolder {
        let folder = try ProjectFolder("output-inside-input")
        try folder.write("tokens/base.tokens.json", tokens)
        for (path, text) in files { try folder.write(path, text) }
        return folder
    }

    /// The reported case: `--out tokens` wrote `json/theme.json` into the tokens, and the next build
    /// failed on it. Now the first build refuses and writes nothing, `--check` too.
    @Test(arguments: [["build"], ["build", "--check"]])
    func outIntoTheTokenFolderIsRefused(_ command: [String]) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        for out in ["tokens", "tokens/generated", "./tokens/../tokens/x"] {
            let before = folder.snapshot(of: ".")
            let run = try RefractBinary.run(command + ["--out", out], in: folder.url)
            #expect(run.status == 2, "\(out): \(run.stderr)")
            #expect(run.stderr.contains("[config.output-inside-input]") && run.stderr.contains("(--out \(out))"), "\(run.stderr)")
            #expect(run.stderr.contains("help: build into a folder outside the token folders"), "\(run.stderr)")
            #expect(folder.snapshot(of: ".") == before, "\(out): something was written")
            #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("tokens/generated").path))
        }
    }

    @Test func theConfigsOutputIsLocated() throws {
        let folder = try Self.project(["refract.yaml": "tokens: [tokens]\noutput: tokens/out\n"])
        defer { folder.remove() }
        let run = try RefractBinary.run(["build"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("refract.yaml:2:9: error: [config.output-inside-input] the output folder 'tokens/out' is inside the token folder 'tokens'"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("tokens/out").path))
    }

    /// `output: .` is the README's app layout; a platform's destination inside `tokens/` is refused.
    @Test func aPlatformFolderInsideTheTokensIsRefused() throws {
        let folder = try Self.project(["refract.yaml": "output: .\nplatforms:\n  json: { destination: tokens/json }\n"])
        defer { folder.remove() }
        let before = folder.snapshot(of: ".")
        let run = try RefractBinary.run(["build", "--platform", "json"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("[config.output-inside-input] the folder './tokens/json' that a platform writes is inside the token folder 'tokens'"), "\(run.stderr)")
        #expect(folder.snapshot(of: ".") == before)
    }

    /// The output folder holding the token folder beside the platforms' folders reads nothing it wrote.
    @Test func anOutputFolderHoldingTheTokensStillBuilds() throws {
        let folder = try Self.project(["refract.yaml": "output: .\n"])
        defer { folder.remove() }
        for _ in 0..<2 {
            let run = try RefractBinary.run(["build", "--platform", "json", "--platform", "css"], in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
    }

    /// A resolver's folder is a token folder unless it is the project's own.
    @Test func theResolversFolderCountsUnlessItIsTheProjects() throws {
        let resolver = ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/base"}], "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}}"##
        let nested = try Self.project(["tokens/tokens.resolver.json": resolver])
        defer { nested.remove() }
        let refused = try RefractBinary.run(["build", "--resolver", "tokens/tokens.resolver.json", "--out", "tokens/out"], in: nested.url)
        #expect(refused.status == 2 && refused.stderr.contains("[config.output-inside-input]"), "\(refused.stderr)")
        let fine = try RefractBinary.run(["build", "--resolver", "tokens/tokens.resolver.json", "--platform", "css"], in: nested.url)
        #expect(fine.status == 0, "\(fine.stderr)")

        let beside = try ProjectFolder("resolver-beside-output")
        defer { beside.remove() }
        try beside.write("base.tokens.json", Self.tokens)
        try beside.write("tokens.resolver.json", resolver)
        try beside.write("refract.yaml", "resolver: tokens.resolver.json\n")
        for _ in 0..<2 {
            let run = try RefractBinary.run(["build", "--platform", "json"], in: beside.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
    }
}
