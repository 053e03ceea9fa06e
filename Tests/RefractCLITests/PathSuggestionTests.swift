import Foundation
import RefractKit
import Testing

/// The path a missing one most likely means: a typo mended where it is, a moved file found by name.
@Suite("Path suggestions")
struct PathSuggestionTests {
    static func layout() throws -> ProjectFolder {
        let folder = try ProjectFolder("path-suggestion")
        for file in ["tokens/palette.tokens.yaml", "tokens/modes/dark.tokens.yaml", "tokens/tokens.resolver.yaml",
            "design/deep/brand.tokens.json", "a.json"]
        {
            try folder.write(file, "{}\n")
        }
        return folder
    }

    /// Paths are given absolute, below the folder: the suggestion is written the same way.
    @Test(arguments: [
        ("tokens/palete.tokens.yaml", "tokens/palette.tokens.yaml"),
        ("toknes/palette.tokens.yaml", "tokens/palette.tokens.yaml"),
        ("tokens/mdoes/drak.tokens.yaml", "tokens/modes/dark.tokens.yaml"),
        ("toknes", "tokens"),
        ("tokens/./palete.tokens.yaml", "tokens/./palette.tokens.yaml"),
        ("tokens/brand.tokens.json", "design/deep/brand.tokens.json"),
        ("brand.token.json", "design/deep/brand.tokens.json"),
        ("b.json", "a.json"),
        ("nothing-like-it.yaml", nil),
    ] as [(String, String?)])
    func nearest(_ typed: String, _ expected: String?) throws {
        let folder = try Self.layout()
        defer { folder.remove() }
        let found = PathSuggestion.nearest(to: folder.path + "/" + typed, below: folder.path)
        #expect(found == expected.map { folder.path + "/" + $0 })
    }

    @Test(arguments: [
        ("tokens/palette.tokens.yaml", "tokens", "palette.tokens.yaml"),
        ("tokens/palette.tokens.yaml", "tokens/modes", "../palette.tokens.yaml"),
        ("design/a.json", "tokens/modes", "../../design/a.json"),
        ("tokens/a.json", "", "tokens/a.json"),
        ("/x/tokens/a.json", "/x/tokens", "a.json"),
    ])
    func relative(_ path: String, _ folder: String, _ expected: String) {
        #expect(PathSuggestion.relative(path, from: folder) == expected)
    }
}
