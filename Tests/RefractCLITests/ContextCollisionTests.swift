import Foundation
import Testing

/// Contexts `plain` and `Plain` both become `Theme.plain` (Swift, JSON, Compose) and
/// `ThemeOverlay.Tokens.Plain` (Android): lint and every build report it at the contexts, and write nothing.
@Suite("Contexts whose names collide")
struct ContextCollisionTests {
    static let fixture = DiagnosticsIndexTests.indexDirectory.appendingPathComponent("resolver.context-collision.resolver.json")

    static func copy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-contexts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("tokens.resolver.json"))
        return folder
    }

    @Test func lintReportsTheCollisionAtTheContexts() throws {
        let folder = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RefractBinary.run(["lint", "--format", "json", "tokens.resolver.json"], in: folder)
        #expect(run.status == 1)
        let report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
        #expect(report.diagnostics == [
            Entry(
                code: "resolver.context-collision",
                message: "contexts 'plain' and 'Plain' of modifier 'theme' both become the theme name 'plain'",
                file: "tokens.resolver.json", line: 7, column: 9,
                notes: [Note(message: "'plain' is declared here", line: 6, column: 9)],
                help: "outputs name themes by the words of their contexts, ignoring case and punctuation; "
                    + "rename one of the contexts"),
        ])
    }

    @Test(arguments: ["swift", "json", "css", "web", "android", "compose"])
    func everyBuildReportsItAndWritesNothing(_ platform: String) throws {
        let folder = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RefractBinary.run(["build", "tokens.resolver.json", "--platform", platform, "-o", "out"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("tokens.resolver.json:7:9: error: [resolver.context-collision]"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    /// `a-b` with `c` and `a` with `b-c`: no two contexts of one modifier meet, but the joined theme names do.
    static let joinedNames = """
        {
          "version": "2025.10",
          "resolutionOrder": [
            { "type": "set", "name": "base", "sources": [{ "n": { "$type": "number", "$value": 1 } }] },
            { "type": "modifier", "name": "theme", "default": "a-b",
              "contexts": {
                "a-b": [],
                "a": [] } },
            { "type": "modifier", "name": "size", "default": "base",
              "contexts": {
                "base": [],
                "c": [],
                "b-c": [] } }
          ]
        }
        """

    @Test func themesWhoseJoinedNamesMeetAreReportedAtTheContext() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-contexts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.joinedNames.utf8).write(to: folder.appendingPathComponent("tokens.resolver.json"))
        for command in [["lint"], ["build", "-o", "out"]] {
            let run = try RefractBinary.run(command + ["--format", "json", "tokens.resolver.json"], in: folder)
            #expect(run.status == 1, "\(run.stderr)")
            let report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
            #expect(report.diagnostics == [
                Entry(
                    code: "resolver.context-collision",
                    message: "themes 'a-b-c' (theme=a-b, size=c) and 'a-b-c' (theme=a, size=b-c) both become the "
                        + "theme name 'aBC'",
                    file: "tokens.resolver.json", line: 8, column: 9,
                    notes: [Note(message: "'a-b' of 'theme' is declared here", line: 7, column: 9)],
                    help: "outputs join the words of a theme's contexts, ignoring case and punctuation; "
                        + "rename a context so that the joined names differ"),
            ], "\(command[0])")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    private struct Report: Decodable { var diagnostics: [Entry] }
    private struct Entry: Decodable, Equatable {
        var code: String
        var message: String
        var file: String
        var line: Int
        var column: Int
        var notes: [Note]
        var help: String?
    }
    private struct Note: Decodable, Equatable {
        var message: String
        var line: Int
        var column: Int
    }
}
