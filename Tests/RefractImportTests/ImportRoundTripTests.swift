import Foundation
import RefractDiagnostics
import RefractImport
import RefractKit
import RefractModel
import RefractOutput
import RefractTestSupport
import Testing

/// `refract import` writes DTCG files that read back to the model the native read of the source gives:
/// the same tokens, values, descriptions and deprecations, in every permutation.
@Suite("Import round trip")
struct ImportRoundTripTests {
    /// Every Style Dictionary set of the corpus that reads without errors.
    static let styleDictionarySets = [
        "corpora/style-dictionary/integration/tokens",
        "corpora/style-dictionary/integration/css-test-extra-tokens",
        "corpora/style-dictionary/examples/complete/tokens",
        "corpora/style-dictionary/examples/advanced/referencing_aliasing/tokens",
        "corpora/style-dictionary/examples/advanced/multi-brand-multi-platform/tokens",
        "corpora/style-dictionary/examples/advanced/tokens-deprecation/tokens",
        "corpora/style-dictionary/examples/advanced/tailwind-preset/tokens",
        "corpora/style-dictionary/examples/advanced/yaml-tokens/tokens",
    ]

    @Test(arguments: styleDictionarySets)
    func styleDictionarySetReadsBackTheSame(_ set: String) throws {
        guard Corpus.require() else { return }
        let input = Corpus.path(set)
        let migration = TokenMigration.run(TokenMigration.Request(input: input, format: .styleDictionary))
        #expect(migration.load.errorCount == 0, "\(migration.diagnostics.filter { $0.severity == .error }.map(\.message))")
        let native = try #require(migration.load.model)
        #expect(!migration.files.isEmpty)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in migration.files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        let imported = TokenLoader.run(LoadRequest(inputs: [folder.path]))
        #expect(imported.errorCount == 0, "\(imported.diagnostics.filter { $0.severity == .error }.map(\.message))")
        let compat = imported.diagnostics.filter { $0.code.rawValue.hasPrefix("compat.legacy") }
        #expect(compat.isEmpty, "imported files still hold legacy strings: \(compat.map(\.message).prefix(3))")
        let back = try #require(imported.model)
        #expect(back.permutations == native.permutations)
        for (a, b) in zip(native.tokenSets, back.tokenSets) {
            #expect(a.tokens.map(\.path) == b.tokens.map(\.path))
            for (x, y) in zip(a.tokens, b.tokens) {
                #expect(x.value == y.value, "\(x.path)")
                #expect(x.description == y.description, "\(x.path)")
                #expect(x.deprecation == y.deprecation, "\(x.path)")
            }
        }
    }
}

/// The Figma REST fixture: `refract import --from figma` writes one file per collection and mode and a
/// resolver whose modifier is the Theme collection; reading them back gives what the native read gives.
@Suite("Figma import round trip")
struct FigmaImportRoundTripTests {
    @Test func restFixtureReadsBackTheSame() throws {
        let migration = TokenMigration.run(TokenMigration.Request(input: Figma.restFixture, format: .figma))
        #expect(migration.load.errorCount == 0)
        let native = try #require(migration.load.model)
        #expect(migration.files.map(\.path).sorted()
            == ["Primitives.tokens.json", "Theme.Dark.tokens.json", "Theme.Light.tokens.json", "variables.resolver.json"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-figma-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in migration.files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        let imported = TokenLoader.run(LoadRequest(inputs: [folder.path]))
        #expect(imported.errorCount == 0, "\(imported.diagnostics.filter { $0.severity == .error }.map(\.message))")
        let back = try #require(imported.model)
        #expect(back.permutations == native.permutations)
        #expect(native.permutations.count == 2)
        for (a, b) in zip(native.tokenSets, back.tokenSets) {
            #expect(a.tokens.count == 12)
            #expect(a.tokens.map(\.path) == b.tokens.map(\.path))
            for (x, y) in zip(a.tokens, b.tokens) {
                #expect(x.value == y.value, "\(x.path)")
                #expect(x.description == y.description, "\(x.path)")
            }
        }
    }
}
