import Foundation
import RefractTestSupport
import Testing

/// Inputs the fuzzer (Benchmarks/fuzz) found, kept in Fixtures/fuzz and run through the command as a user
/// would: each ends with its located error, in lint and in build, and the build writes nothing. Before
/// their fixes they ran for minutes, took gigabytes, or wrote `inf` and `0dp` with exit 0.
@Suite("Fuzz finds")
struct FuzzRegressionTests {
    static let directory = TestEnvironment.packageRoot.appendingPathComponent("Tests/RefractCLITests/Fixtures/fuzz")

    static let finds: [(fixture: String, code: String, line: Int)] = [
        // 20 binary modifiers: a million permutations; the limit is passed at the 13th modifier.
        ("exploded.resolver.json", "resolver.too-many-permutations", 236),
        // A 20 kB description aliased 1,000 times; 16 MiB is passed at the 840th alias.
        ("anchors.tokens.yaml", "syntax.yaml-alias-size", 3359),
        // Six levels of ten groups extending the level before: a million tokens.
        ("extends.tokens.json", "extends.too-many-tokens", 157),
        // 1e308 rem is infinite in px.
        ("huge-rem.tokens.json", "dimension.out-of-range", 4),
    ]

    static func copy(_ fixture: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: directory.appendingPathComponent(fixture), to: folder.appendingPathComponent(fixture))
        return folder
    }

    @Test(arguments: finds)
    func lintAndBuildEndWithTheLocatedError(_ find: (fixture: String, code: String, line: Int)) throws {
        let folder = try Self.copy(find.fixture)
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in [["lint"], ["build", "-o", "out"]] {
            // Under the fuzzer's 2 GiB limit: the theme names of a refused plan once reserved gigabytes.
            let run = try RefractBinary.run(
                command + ["--format", "json", find.fixture], in: folder, addressSpaceKiB: 2 * 1_024 * 1_024)
            #expect(run.status == 1, "\(command[0]): \(run.stderr)")
            let report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
            #expect(report.diagnostics.map(\.code) == [find.code], "\(command[0])")
            #expect(report.diagnostics.first?.file == find.fixture)
            #expect(report.diagnostics.first?.line == find.line)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    /// A 20,000-link alias chain through a resolver document with two contexts, each ending the chain
    /// with its own value: every platform builds, and every link resolves in both themes.
    @Test func aLongAliasChainThroughAResolverBuilds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let length = 20_000
        let links = (0..<length - 1).map { "\"t\($0)\": {\"$value\": \"{g.t\($0 + 1)}\"}" }.joined(separator: ", ")
        func end(_ value: Int) -> String { "[{\"g\": {\"t\(length - 1)\": {\"$type\": \"number\", \"$value\": \(value)}}}]" }
        let resolver = """
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{"g": {"$type": "number", \(links)}}]},
              {"type": "modifier", "name": "theme", "default": "standard",
               "contexts": {"standard": \(end(1)), "bold": \(end(2))}}
            ]}
            """
        try Data(resolver.utf8).write(to: folder.appendingPathComponent("chain.resolver.json"))
        let run = try RefractBinary.run(["build", "chain.resolver.json", "-o", "out"], in: folder)
        #expect(run.status == 0, "\(run.stderr.suffix(2_000))")
        // The chain is far deeper than lint.alias.depth advises: warnings, and no error.
        #expect(run.stderr.contains("refract: 0 errors, "), "\(run.stderr.suffix(2_000))")
        let json = try Data(contentsOf: folder.appendingPathComponent("out/json/theme.json"))
        let theme = try JSONDecoder().decode(ThemeJSON.self, from: json)
        let firstLink = theme.permutations.map { permutation in
            (permutation.theme, permutation.tokens.first { $0.path == "g.t0" }.map { theme.values[$0.value] })
        }
        #expect(firstLink.map(\.0) == ["standard", "bold"])
        #expect(firstLink.map(\.1) == [1, 2])
        #expect(theme.permutations.allSatisfy { $0.tokens.count == length })
    }

    /// One array of 150,000 invalid shadow layers: the first 100,000 diagnostics of the code are kept, the
    /// rest counted in one located note, in lint and build alike; before the cap a million layers held
    /// 2.5 GB of diagnostics.
    @Test func aFloodOfOneCodeIsCappedWithALocatedNote() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layers = Array(repeating: "{\"color\": 1}", count: 150_000).joined(separator: ", ")
        let text = "{\"a\": {\"$type\": \"shadow\", \"$value\": [\(layers)]}}"
        try Data(text.utf8).write(to: folder.appendingPathComponent("flood.tokens.json"))
        let firstLeftOut = 38 + 100_000 * 14
        for command in [["lint"], ["build", "-o", "out"]] {
            let run = try RefractBinary.run(command + ["--format", "json", "flood.tokens.json"], in: folder)
            #expect(run.status == 1, "\(command[0]): \(run.stderr.suffix(2_000))")
            let report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
            #expect(report.diagnostics.count == 100_001, "\(command[0])")
            #expect(report.diagnostics.dropLast().allSatisfy { $0.code == "shadow.missing-property" })
            let note = report.diagnostics.last
            #expect(note?.code == "diagnostics.truncated")
            #expect(note?.severity == "note")
            #expect(note?.message == "50,000 more [shadow.missing-property] diagnostics from here on are not listed")
            #expect(note?.file == "flood.tokens.json")
            #expect(note?.column == firstLeftOut)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    private struct Report: Decodable {
        struct Entry: Decodable {
            var code: String
            var severity: String?
            var message: String?
            var file: String?
            var line: Int?
            var column: Int?
        }
        var diagnostics: [Entry]
    }

    private struct ThemeJSON: Decodable {
        struct Permutation: Decodable {
            var theme: String
            var tokens: [Token]
        }
        struct Token: Decodable {
            var path: String
            /// The index of the value in `values`.
            var value: Int
        }
        var values: [Double]
        var permutations: [Permutation]
    }
}
