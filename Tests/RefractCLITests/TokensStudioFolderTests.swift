import Foundation
import Testing

/// `refract lint --from tokens-studio .`: a Tokens Studio folder read from "." keeps its themes, whether
/// "." is the synced folder itself or a repository that keeps it below (`tokens/$themes.json`).
@Suite("Tokens Studio folder read from .")
struct TokensStudioFolderTests {
    /// A repository with the synced folder `tokens/`: two themes of one group, each enabling one set.
    static func repository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("refract-ts-folder-\(UUID().uuidString)")
        let tokens = root.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        let files = [
            "$themes.json": """
                [
                  { "id": "l", "name": "Light", "group": "mode", "selectedTokenSets": { "base": "source", "light": "enabled" } },
                  { "id": "d", "name": "Dark", "group": "mode", "selectedTokenSets": { "base": "source", "dark": "enabled" } }
                ]
                """,
            "$metadata.json": #"{ "tokenSetOrder": ["base", "light", "dark"] }"#,
            "base.json": ##"{ "gray": { "0": { "value": "#ffffff", "type": "color" }, "9": { "value": "#111111", "type": "color" } } }"##,
            "light.json": #"{ "bg": { "value": "{gray.0}", "type": "color" } }"#,
            "dark.json": #"{ "bg": { "value": "{gray.9}", "type": "color" } }"#,
        ]
        for (name, text) in files {
            try text.write(to: tokens.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test(arguments: ["", "tokens"])
    func themesAreReadFromDot(_ folder: String) throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = folder.isEmpty ? root : root.appendingPathComponent(folder)
        let run = try RefractBinary.run(["lint", "--from", "tokens-studio", "."], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        // gray.0, gray.9 and bg, in the light and the dark permutation (read as one folder, themes lost, it
        // was "3 tokens in 5 files").
        #expect(run.stderr.contains("3 tokens × 2 permutations"), "\(run.stderr)")
    }
}
