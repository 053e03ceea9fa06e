import Foundation
import RefractDiagnostics
import RefractSyntax
import Testing

/// Real token files must read without a single diagnostic.
@Suite("Corpora")
struct CorpusTests {
    /// Primer's `dark.dimmed.json5` repeats `$extensions` with the same value in 70 tokens.
    private let allowedWarnings = ["dark.dimmed.json5": ["syntax.duplicate-key"]]

    private func expectClean(_ files: [URL], format: SourceFormat, minimumCount: Int) throws {
        #expect(files.count >= minimumCount, "found only \(files.count) \(format) files")
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            let result = readDocument(bytes: bytes, path: file.path, format: format)
            #expect(result.root != nil, "\(file.path)")
            let unexpected = result.diagnostics.filter { !(allowedWarnings[file.lastPathComponent] ?? []).contains($0.code.rawValue) || $0.severity == .error }
            #expect(unexpected.isEmpty, "\(file.path): \(unexpected.map { "\($0.code) \($0.message)" })")
        }
    }

    @Test func dtcgExamplesJSON() throws {
        guard let corpora = try sharedCorpora() else { return }
        try expectClean(files(under: corpora.appendingPathComponent("dtcg-examples"), endingWith: [".json"]), format: .json, minimumCount: 50)
    }

    @Test func githubPrimerJSON5() throws {
        guard let corpora = try sharedCorpora() else { return }
        let folder = corpora.appendingPathComponent("dtcg-examples/github-primer")
        try expectClean(files(under: folder, endingWith: [".json5"]), format: .json5, minimumCount: 20)
    }

    @Test func yamlFixtures() throws {
        guard let corpora = try sharedCorpora() else { return }
        let terrazzo = files(under: corpora.appendingPathComponent("terrazzo-fixtures"), endingWith: [".yaml", ".yml"])
        let styleDictionary = files(
            under: corpora.appendingPathComponent("style-dictionary/examples/advanced/yaml-tokens"), endingWith: [".yaml", ".yml"])
        try expectClean(terrazzo + styleDictionary, format: .yaml, minimumCount: 10)
    }

    @Test func styleDictionaryYAMLReadsAsExpected() throws {
        guard let corpora = try sharedCorpora() else { return }
        let file = corpora.appendingPathComponent("style-dictionary/examples/advanced/yaml-tokens/tokens/color/core.yaml")
        let result = readDocument(bytes: try [UInt8](Data(contentsOf: file)), path: "core.yaml", format: .yaml)
        let red = try #require(result.root?["color"]?["base"]?["red"])
        #expect(render(red) == #"{value:{r:255,g:0,b:0},type:"color"}"#)
        #expect(red.span.start.line == 7)
    }
}
