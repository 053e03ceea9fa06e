import Foundation
import Testing

/// `refract import`: it writes through the build's writer, so a file in `--out` that refract did not write is
/// never replaced, a bad input writes nothing, and the exit codes are README's.
@Suite("refract import")
struct ImportCommandTests {
    static let styleDictionary = """
        { "color": { "brand": { "value": "#1b8188", "comment": "The brand." } },
          "size": { "small": { "value": "0.5" } } }
        """

    static func project() throws -> ProjectFolder {
        let folder = try ProjectFolder("import")
        try folder.write("legacy/tokens.json", Self.styleDictionary)
        return folder
    }

    @Test func writesDTCGAndSaysSo() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let run = try RefractBinary.run(["import", "--from", "style-dictionary", "legacy", "--out", "dtcg"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("2 tokens; wrote 1 of 1 file to dtcg/"), "\(run.stderr)")
        let written = try #require(folder.read("dtcg/tokens.json"))
        #expect(written.contains("\"$description\": \"The brand.\""), "\(written)")
        // What it wrote is DTCG: it lints clean with no --from.
        let lint = try RefractBinary.run(["lint", "dtcg"], in: folder.url)
        #expect(lint.status == 0, "\(lint.stderr)")
        // Run again: the file is its own, so it may replace it.
        let again = try RefractBinary.run(["import", "--from", "style-dictionary", "legacy", "--out", "dtcg"], in: folder.url)
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func aFileItDidNotWriteIsNotReplaced() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("dtcg/tokens.json", "{ \"mine\": true }\n")
        let before = folder.snapshot(of: ".")
        let run = try RefractBinary.run(["import", "--from", "style-dictionary", "legacy", "--out", "dtcg"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("[build.would-overwrite] 'dtcg/tokens.json' is there and refract did not write it"), "\(run.stderr)")
        // import reads no config, so the help names what it honours, not a refract.yaml setting.
        #expect(run.stderr.contains("= help: move the file away, or write into another folder with --out\n"), "\(run.stderr)")
        #expect(!run.stderr.contains("refract.yaml"), "\(run.stderr)")
        #expect(folder.snapshot(of: ".") == before, "a refused import wrote something")
    }

    @Test func badInputWritesNothing() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("legacy/broken.json", #"{ "color": { "link": { "value": "{color.missing}" } } }"#)
        let run = try RefractBinary.run(["import", "--from", "style-dictionary", "legacy", "--out", "dtcg"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("no files written"), "\(run.stderr)")
        #expect(folder.snapshot(of: "dtcg").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("dtcg").path))
    }

    @Test func unparseableInputWritesNothing() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("legacy/broken.json", "{ \"color\": ")
        let run = try RefractBinary.run(["import", "--from", "tokens-studio", "legacy", "--out", "dtcg"], in: folder.url)
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("dtcg").path))
    }

    @Test(arguments: [
        ["import", "--from", "style-dictionary", "legacy"],
        ["import", "--from", "sketch", "legacy", "--out", "dtcg"],
        ["import", "legacy", "--out", "dtcg"],
        ["import", "--from", "style-dictionary", "nowhere", "--out", "dtcg"],
    ])
    func usageErrorsExitTwoAndWriteNothing(_ arguments: [String]) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let run = try RefractBinary.run(arguments, in: folder.url)
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("dtcg").path))
    }
}
