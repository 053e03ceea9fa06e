import Foundation
import RefractKit
import RefractOutput
import RefractTestSupport
import Testing

/// Every platform's output for tokens/ and the six design systems of the corpus, built in memory through
/// `BuildPipeline` as `refract build <input>` builds it without a config, against committed goldens:
/// a manifest and line index per system (Fixtures/corpus-goldens), and for tokens/ also the full text
/// in output/. `REFRACT_RECORD=1 swift test --filter RefractCorpusGoldenTests` records them.
@Suite("Build outputs against their goldens")
struct CorpusGoldenTests {
    static let goldens = TestEnvironment.packageRoot.appendingPathComponent("Tests/RefractCorpusGoldenTests/Fixtures/corpus-goldens")
    static let exampleTokens = TestEnvironment.packageRoot.appendingPathComponent("tokens").path
    static let outputFolder = TestEnvironment.packageRoot.appendingPathComponent("output")

    static let designSystems = [
        "adobe-spectrum", "figma-sds", "github-primer", "ibm-carbon", "microsoft-fluent", "shopify-polaris",
    ]

    /// Every file of a build without errors, with paths relative to the output folder: the platforms a build
    /// without a config makes (the asset catalog, opt-in, has its own corpus tests in RefractAssetCatalogTests).
    static func build(_ input: String, sourceLocation: SourceLocation = #_sourceLocation) -> [(path: String, contents: String)] {
        let platforms = PlatformRegistry.all.filter { $0.enabledByDefault }.map { $0.name }
        let options = Dictionary(uniqueKeysWithValues: platforms.map { ($0, PlatformOptions(destination: $0)) })
        let request = BuildRequest(
            load: LoadRequest(inputs: [input]), output: "output", platforms: platforms, options: options)
        let result = BuildPipeline.run(request)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(input): \(errors.prefix(3).map(\.message))", sourceLocation: sourceLocation)
        #expect(!result.files.isEmpty, "\(input) built no files", sourceLocation: sourceLocation)
        return result.files.map { ($0.path, $0.contents) }
    }

    @Test func theExampleTokensMatchTheirManifest() {
        ManifestGolden.assertMatches(Self.build(Self.exampleTokens), folder: Self.goldens, name: "tokens")
    }

    /// output/ is what `refract build` writes from tokens/, so it is the full-text golden of that build.
    @Test func theExampleTokensMatchOutputFolderFileByFile() throws {
        let files = Self.build(Self.exampleTokens)
        for file in files {
            Golden.assertMatches(file.contents, golden: Self.outputFolder.appendingPathComponent(file.path))
        }
        let committed = FileManager.default.enumerator(atPath: Self.outputFolder.path)?.allObjects.compactMap { $0 as? String } ?? []
        let committedFiles = committed.filter { path in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: Self.outputFolder.appendingPathComponent(path).path, isDirectory: &isFolder)
            return exists && !isFolder.boolValue && path != ".refract-manifest.json"
        }
        // The example's refract.yaml also lists the opt-in asset catalog: `refract build --check` (.ci/run) holds
        // output/xcassets to it, and RefractAssetCatalogTests reads its every colour back.
        .filter { !$0.hasPrefix("xcassets/") }
        #expect(committedFiles.sorted() == files.map(\.path).sorted(), "output/ holds other files than the build makes")
    }

    @Test(arguments: designSystems)
    func aDesignSystemMatchesItsManifest(_ name: String) {
        guard Corpus.require() else { return }
        let resolver = Corpus.examples.appendingPathComponent(name + ".resolver.json").path
        ManifestGolden.assertMatches(Self.build(resolver), folder: Self.goldens, name: name)
    }

    /// A design system added to the corpus gets a golden too.
    @Test func everyDesignSystemOfTheCorpusHasAGolden() throws {
        guard Corpus.require() else { return }
        let names = try FileManager.default.contentsOfDirectory(atPath: Corpus.examples.path)
            .filter { $0.hasSuffix(".resolver.json") }.map { String($0.dropLast(".resolver.json".count)) }
        #expect(names.sorted() == Self.designSystems)
    }
}
