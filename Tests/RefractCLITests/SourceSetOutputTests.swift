import Foundation
import RefractTestSupport
import Testing

/// Tokens Studio's `source` sets: read for references only by default, with a line saying how many tokens
/// that leaves out and how to output them; output when the input's `emitSourceSets` asks (lion, in place).
@Suite("Tokens Studio source sets")
struct SourceSetOutputTests {
    static func properties(_ css: String?) -> Set<String> {
        Set((css ?? "").split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":") else { return nil }
            return String(trimmed[..<colon])
        })
    }

    @Test func byDefaultALineSaysHowManyStayedReferenceOnlyAndHowToOutputThem() throws {
        guard Corpus.require() else { return }
        let folder = try ProjectFolder("source-sets-default")
        defer { folder.remove() }
        let tokens = Corpus.path("corpora/tokens-studio-lion/tokens")
        for command in [["build", "-p", "css"], ["lint"]] {
            let run = try RefractBinary.run([command[0], tokens, "--from", "tokens-studio"] + command.dropFirst(), in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains(
                "refract: 44 tokens of Tokens Studio 'source' sets read for references only and not output; to output them, give the input '{ path: \(tokens), format: tokens-studio, emitSourceSets: true }' in refract.yaml"),
                "\(command[0]): \(run.stderr)")
        }
        #expect(Self.properties(folder.read("output/css/tokens.css")) == ["--colors-bg-default-color", "--border-radius-default"])
        let quiet = try RefractBinary.run(["lint", tokens, "--from", "tokens-studio", "--quiet"], in: folder.url)
        #expect(!quiet.stderr.contains("references only"), "\(quiet.stderr)")
    }

    @Test func emitSourceSetsOutputsEveryTokenOfLion() throws {
        guard Corpus.require() else { return }
        let folder = try ProjectFolder("source-sets-all")
        defer { folder.remove() }
        let tokens = Corpus.path("corpora/tokens-studio-lion/tokens")
        try folder.write("refract.yaml", """
            tokens:
              - { path: \(tokens), format: tokens-studio, emitSourceSets: true }
            platforms: { css: true, swift: false, android: false, compose: false, json: false }
            """)
        let run = try RefractBinary.run(["build"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("references only"), "\(run.stderr)")
        let properties = Self.properties(folder.read("output/css/tokens.css"))
        #expect(properties.count == 46)
        #expect(properties.contains("--colors-green-600") && properties.contains("--button-bg-color"))
    }

    @Test func emitSourceSetsNamesSets() throws {
        guard Corpus.require() else { return }
        let folder = try ProjectFolder("source-sets-named")
        defer { folder.remove() }
        let tokens = Corpus.path("corpora/tokens-studio-lion/tokens")
        try folder.write("refract.yaml", """
            tokens:
              - { path: \(tokens), format: tokens-studio, emitSourceSets: [primitive/radii, component] }
            platforms: { css: true, swift: false, android: false, compose: false, json: false }
            """)
        let run = try RefractBinary.run(["build"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let properties = Self.properties(folder.read("output/css/tokens.css"))
        #expect(properties.contains("--border-radius-lg") && properties.contains("--button-bg-color"), "\(properties.sorted())")
        #expect(!properties.contains("--colors-green-600"))
        #expect(run.stderr.contains("references only"), "the colours stay reference-only: \(run.stderr)")
    }

    @Test func emitSourceSetsOnAnInputNotReadAsTokensStudioIsAConfigError() throws {
        let folder = try ProjectFolder("source-sets-dtcg")
        defer { folder.remove() }
        try folder.write("tokens/a.tokens.json", #"{ "a": { "$type": "number", "$value": 1 } }"#)
        try folder.write("refract.yaml", "tokens:\n  - { path: tokens, emitSourceSets: true }\n")
        let run = try RefractBinary.run(["lint"], in: folder.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("[config.invalid] 'emitSourceSets' names Tokens Studio 'source' sets"), "\(run.stderr)")
    }
}
