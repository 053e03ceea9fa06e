import Foundation
import RefractTestSupport
import Testing

/// `refract import` of a set, then `refract build` of the DTCG files it wrote, makes the same files byte for byte
/// as `refract build --from` of the set: every corpus in another tool's format and every real export the tests
/// keep. Canvas, whose five references name no token, is imported and built with `--keep-going`.
@Suite("Import then build equals build --from")
struct ImportBuildRoundTripTests {
    struct Case: Sendable, CustomStringConvertible {
        var input: String
        var format: String
        var inCorpus: Bool
        var keepGoing = false
        var description: String { input.split(separator: "/").suffix(2).joined(separator: "/") }
    }

    static let fixtures = TestEnvironment.packageRoot.appendingPathComponent("Tests").path

    static let cases: [Case] = [
        Case(input: "corpora/tokens-studio-lion/tokens", format: "tokens-studio", inCorpus: true),
        Case(input: "corpora/tokens-studio-canvas/tokens", format: "tokens-studio", inCorpus: true, keepGoing: true),
        Case(input: "corpora/style-dictionary/examples/basic/tokens", format: "style-dictionary", inCorpus: true),
        Case(input: "corpora/style-dictionary/examples/complete/tokens", format: "style-dictionary", inCorpus: true),
        Case(input: "corpora/style-dictionary/integration/tokens", format: "style-dictionary", inCorpus: true),
        Case(input: "corpora/style-dictionary/examples/advanced/referencing_aliasing/tokens", format: "style-dictionary", inCorpus: true),
        Case(input: "corpora/style-dictionary/examples/advanced/multi-brand-multi-platform/tokens", format: "style-dictionary", inCorpus: true),
        Case(input: "corpora/style-dictionary/examples/advanced/tokens-deprecation/tokens", format: "style-dictionary", inCorpus: true),
        Case(input: "corpora/style-dictionary/examples/advanced/tailwind-preset/tokens", format: "style-dictionary", inCorpus: true),
        Case(input: "corpora/style-dictionary/examples/advanced/yaml-tokens/tokens", format: "style-dictionary", inCorpus: true),
        Case(input: "RefractCLITests/Fixtures/material-theme/plata-sync/material-theme.json", format: "material-theme", inCorpus: false),
        Case(input: "RefractCLITests/Fixtures/figma-native/quantumblack", format: "figma", inCorpus: false),
        Case(input: "RefractImportTests/Fixtures/figma-rest/variables.json", format: "figma", inCorpus: false),
        Case(input: "RefractImportTests/Fixtures/studio-source", format: "tokens-studio", inCorpus: false),
    ]

    @Test(arguments: cases)
    func importedFilesBuildTheSameBytes(_ set: Case) throws {
        if set.inCorpus { guard Corpus.require() else { return } }
        let input = set.inCorpus ? Corpus.path(set.input) : Self.fixtures + "/" + set.input
        let folder = try ProjectFolder("import-build")
        defer { folder.remove() }
        let keepGoing = set.keepGoing ? ["--keep-going"] : []
        let imported = try RefractBinary.run(["import", input, "--from", set.format, "--out", "dtcg"] + keepGoing, in: folder.url)
        let written = folder.snapshot(of: "dtcg")
        #expect(!written.isEmpty, "\(imported.stderr)")
        let native = try RefractBinary.run(["build", input, "--from", set.format, "--out", "native"] + keepGoing, in: folder.url)
        let resolver = written.keys.first { $0.hasSuffix(".resolver.json") }
        let dtcg = try RefractBinary.run(
            ["build"] + (resolver.map { ["--resolver", "dtcg/" + $0] } ?? ["dtcg"]) + ["--out", "from-dtcg"] + keepGoing, in: folder.url)
        // Under --keep-going the native read still reports its errors (exit 1); the imported files hold none of them.
        #expect(native.status == (set.keepGoing ? 1 : 0) && dtcg.status == 0, "\(native.stderr)\n\(dtcg.stderr)")
        let nativeFiles = folder.snapshot(of: "native").filter { !$0.key.hasPrefix(".refract") }
        let dtcgFiles = folder.snapshot(of: "from-dtcg").filter { !$0.key.hasPrefix(".refract") }
        #expect(!nativeFiles.isEmpty, "\(native.stderr)")
        #expect(Set(nativeFiles.keys) == Set(dtcgFiles.keys))
        for (path, bytes) in nativeFiles {
            #expect(dtcgFiles[path] == bytes, "\(path) differs between build --from \(set.format) and the imported files")
        }
    }
}
