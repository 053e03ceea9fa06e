import Foundation
import RefractTestSupport
import Testing

/// `--keep-going` on `build`, `lint` and `import`: each token whose value cannot be read is left out with
/// what depends on it, listed as errors, and the rest is written; without it bad input writes nothing. A
/// config that lowers an error code is told that errors are never lowered.
@Suite("Keep going")
struct KeepGoingTests {
    static let tokens = """
        {
          "color": {
            "$type": "color",
            "brand": { "$value": "{color.primary}" },
            "text": { "$value": "{color.brand}" },
            "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }
          }
        }
        """

    @Test func buildWithoutTheFlagWritesNothing() throws {
        let folder = try ProjectFolder("keep-going-off")
        defer { folder.remove() }
        try folder.write("tokens.json", Self.tokens)
        let run = try RefractBinary.run(["build", "tokens.json", "-p", "css"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("no files written"), "\(run.stderr)")
        #expect(folder.read("output/css/tokens.css") == nil)
    }

    @Test func buildWritesWhatCanBeReadAndListsTheRest() throws {
        let folder = try ProjectFolder("keep-going-build")
        defer { folder.remove() }
        try folder.write("tokens.json", Self.tokens)
        let run = try RefractBinary.run(["build", "tokens.json", "-p", "css", "--keep-going"], in: folder.url)
        #expect(run.status == 1, "the errors still fail the run: \(run.stderr)")
        #expect(run.stderr.contains("error: [alias.unresolved] no token at path 'color.primary'"), "\(run.stderr)")
        #expect(run.stderr.contains(
            "wrote 1 of 1 file to output/; left out 2 tokens that could not be read (--keep-going); 1 reference names no token: 'color.primary'"),
            "\(run.stderr)")
        let css = try #require(folder.read("output/css/tokens.css"))
        #expect(css.contains("--color-ink: #000000;"))
        #expect(!css.contains("--color-brand") && !css.contains("--color-text"), "what depends on the bad token is left out too")
    }

    @Test func lintChecksTheRest() throws {
        let folder = try ProjectFolder("keep-going-lint")
        defer { folder.remove() }
        try folder.write("tokens.json", Self.tokens)
        let run = try RefractBinary.run(["lint", "tokens.json", "--keep-going"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("left out 2 tokens that could not be read (--keep-going)"), "\(run.stderr)")
    }

    @Test func importWritesTheRest() throws {
        let folder = try ProjectFolder("keep-going-import")
        defer { folder.remove() }
        try folder.write("sd/color.json", """
            { "color": { "brand": { "value": "{color.primary}" }, "ink": { "value": "#000000" } } }
            """)
        let refused = try RefractBinary.run(["import", "sd", "--from", "style-dictionary", "--out", "dtcg"], in: folder.url)
        #expect(refused.status == 1)
        #expect(folder.read("dtcg/color.json") == nil)
        let run = try RefractBinary.run(["import", "sd", "--from", "style-dictionary", "--out", "dtcg", "--keep-going"], in: folder.url)
        #expect(run.status == 1, "\(run.stderr)")
        let written = try #require(folder.read("dtcg/color.json"), "\(run.stderr)")
        #expect(written.contains("\"ink\"") && !written.contains("\"brand\""), "\(written)")
    }

    @Test func aConfigLoweringAnErrorIsWarned() throws {
        let folder = try ProjectFolder("keep-going-lowered")
        defer { folder.remove() }
        try folder.write("tokens.json", Self.tokens)
        try folder.write("refract.yaml", """
            tokens: tokens.json
            diagnostics:
              alias.unresolved: warning
            """)
        let run = try RefractBinary.run(["lint"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains(
            "refract.yaml:3:3: warning: [config.error-not-lowered] 'alias.unresolved' is an error, which 'diagnostics' cannot turn into a warning: errors are never lowered"),
            "\(run.stderr)")
        #expect(run.stderr.contains("--keep-going"))
    }

    /// Workday Canvas names five tokens it never defines; with --keep-going every theme whose sets exist is
    /// built, the tokens naming them are left out, and the five are listed once each.
    @Test func canvasBuildsWithItsFiveBrokenReferencesListed() throws {
        guard Corpus.require() else { return }
        let folder = try ProjectFolder("keep-going-canvas")
        defer { folder.remove() }
        // Every token read, its palettes included (`api: semantic` would keep those out of the CSS).
        try folder.write("refract.yaml", "api: all\n")
        let tokens = Corpus.path("corpora/tokens-studio-canvas/tokens")
        let run = try RefractBinary.run(["build", tokens, "--from", "tokens-studio", "-p", "css", "--keep-going"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains(
            "5 references name no token: 'brand.primary.base', 'brand.primary.dark', 'color.shadow.1', 'color.shadow.2', 'font-weight.md'"),
            "\(run.stderr)")
        for absent in ["Forest", "Island", "Peach", "Branded"] {
            #expect(run.stderr.contains("[tokens-studio.missing-set] theme '\(absent)' selects set"), "\(absent)")
        }
        let css = try #require(folder.read("output/css/tokens.css"), "\(run.stderr)")
        #expect(css.contains("[data-system=\"Canvas\"]"))
        let properties = css.split(separator: "\n").filter { $0.drop { $0 == " " }.hasPrefix("--") }
        #expect(properties.count >= 1_000, "\(properties.count) declarations over the permutations")
    }
}
