import Foundation
import RefractAssetCatalog
import RefractImport
import RefractKit
import RefractModel
import RefractOutput
import RefractTestSupport
import Testing

/// Built catalogs against the documented format (AssetCatalogValidator, which cites Apple's Asset Catalog
/// Format Reference pages), and every colour in every appearance read back against the token's value in the
/// permutation it stands for: for `tokens/`, the fixture with contrast and P3, the six corpus systems, Terrazzo's
/// own design system and its light/dark/high-contrast resolver, and Tokens Studio's Lion.
@Suite("Asset catalog: format and values")
struct AssetCatalogFormatTests {
    static let options = PlatformOptions(destination: "xcassets")

    static func build(_ model: ThemedTokenSet, options: PlatformOptions = options) -> [String: String] {
        let result = AssetCatalogBackend.generate(model, options: options, templates: TestSupport.templates)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        return ColorReadBack.files(result)
    }

    static func assertCatalogs(of model: ThemedTokenSet, name: String) {
        let files = build(model)
        #expect(AssetCatalogValidator.problems(in: files) == [], "\(name)")
        let themes = Set(files.keys.compactMap { $0.split(separator: "/").first.map(String.init) })
        let report = ColorReadBack.compare(model, files: files) { theme in
            themes.count == 1 ? "Colors.xcassets" : "Colors-\(theme.name).xcassets"
        }
        #expect(report.compared > 0, "\(name): no colour compared")
        #expect(report.mismatches.isEmpty, "\(name): \(report.mismatches.prefix(20))")
    }

    @Test func theExampleTokens() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        Self.assertCatalogs(of: model, name: "tokens/")
    }

    @Test func theFixtureWithContrastAndWideGamut() throws {
        let model = try #require(TestSupport.load(AssetCatalogContextTests.fixture))
        Self.assertCatalogs(of: model, name: "contrast-themes")
    }

    static let systems = ["adobe-spectrum", "figma-sds", "github-primer", "ibm-carbon", "microsoft-fluent", "shopify-polaris"]

    @Test func everyCorpusSystemListsItsResolver() throws {
        guard Corpus.require() else { return }
        let found = try FileManager.default.contentsOfDirectory(atPath: Corpus.examples.path)
            .filter { $0.hasSuffix(".resolver.json") }.map { String($0.dropLast(".resolver.json".count)) }.sorted()
        #expect(found == Self.systems.sorted())
    }

    @Test(arguments: systems)
    func aCorpusSystem(_ system: String) throws {
        guard Corpus.require() else { return }
        let model = try #require(TestSupport.load(Corpus.examples.appendingPathComponent("\(system).resolver.json").path))
        Self.assertCatalogs(of: model, name: system)
    }

    /// The other design systems of the corpora, each read as its own tool writes it: Terrazzo's own tokens (a
    /// light/dark resolver), Terrazzo's resolver whose contexts are light, dark, light-hc and dark-hc (increased
    /// contrast), and Tokens Studio's Lion with every source set output (six themes). Workday Canvas is left out:
    /// references of its own that name nothing stop its build (TokensStudioLionTests lists them).
    static let otherSystems = [
        "terrazzo-fixtures/tokens-package/terrazzo.resolver.yml",
        "terrazzo-fixtures/cli-fixtures/get-transforms-resolver/resolver.json",
        "tokens-studio-lion/tokens",
    ]

    @Test(arguments: otherSystems)
    func anotherCorpusSystem(_ relative: String) throws {
        guard Corpus.require() else { return }
        let path = Corpus.path("corpora/\(relative)")
        var request = relative.contains("resolver.") ? LoadRequest(inputs: [], resolver: path) : LoadRequest(inputs: [path])
        if relative.hasPrefix("tokens-studio") {
            request.formats = [path: .tokensStudio]
            request.sourceSets = [path: .all]
        }
        let result = TokenLoader.run(request)
        // Terrazzo's high-contrast themes leave a few tokens without a type (`type.missing`, its own slip, as
        // CorpusResolverTests reads it too); every colour that has one is still compared.
        let errors = result.diagnostics.filter { $0.severity == .error && $0.code.rawValue != "type.missing" }
        #expect(errors.isEmpty, "\(errors.map(\.message).prefix(5))")
        let model = try #require(result.model)
        Self.assertCatalogs(of: model, name: relative)
        if relative.contains("get-transforms-resolver") {
            let files = Self.build(model)
            #expect(files.values.contains { $0.contains(#""value" : "high""#) }, "no increased-contrast appearance")
        }
    }

    /// The validator rejects what the format forbids, so its silence above means something.
    @Test func theValidatorRejectsWhatTheFormatForbids() {
        let good = """
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x88","green":"0x81","red":"0x1B"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
            """
        let catalog = #"{"info":{"author":"xcode","version":1}}"#
        #expect(AssetCatalogValidator.problems(in: ["C.xcassets/Contents.json": catalog, "C.xcassets/a.colorset/Contents.json": good]) == [])
        let bad = [
            good.replacingOccurrences(of: #""alpha":"1.000""#, with: #""alpha":"1""#),
            good.replacingOccurrences(of: #""srgb""#, with: #""sRGB""#),
            good.replacingOccurrences(of: #""universal""#, with: #""iphone""#),
            good.replacingOccurrences(of: #""0x88""#, with: #""0x8""#),
            good.replacingOccurrences(of: #""idiom":"universal""#, with: #""idiom":"universal","appearances":[{"appearance":"luminosity","value":"dim"}]"#),
            good.replacingOccurrences(of: #""version":1"#, with: #""version":"1""#),
        ]
        for text in bad {
            #expect(!AssetCatalogValidator.problems(in: ["C.xcassets/Contents.json": catalog, "C.xcassets/a.colorset/Contents.json": text]).isEmpty, "\(text)")
        }
        #expect(!AssetCatalogValidator.problems(in: ["C.xcassets/a.colorset/Contents.json": good]).isEmpty, "a catalog without Contents.json")
    }

    /// Terrazzo's plugin-swift catalog for the same tokens (terrazzo-fixtures/expected/plugin-swift): the same
    /// colour sets, each with the same appearances and the same colour as 8-bit RGBA. Terrazzo labels sRGB
    /// numbers `display-p3` (SOURCE.md lists the quirk), so its numbers are read as the sRGB they are.
    @Test func terrazzosColourSetsForTheSameTokens() throws {
        guard Corpus.require() else { return }
        let model = try #require(TestSupport.load(Corpus.path("corpora/terrazzo-fixtures/plugin-swift/color/tokens.json")))
        let files = Self.build(model)
        #expect(AssetCatalogValidator.problems(in: files) == [])
        let expected = Corpus.root.appendingPathComponent("corpora/terrazzo-fixtures/expected/plugin-swift/color/Want.xcassets")
        let folders = try FileManager.default.contentsOfDirectory(atPath: expected.path).filter { $0.hasSuffix(".colorset") }.sorted()
        #expect(folders.count == 12)
        let ours = Set(files.keys.compactMap { $0.split(separator: "/").dropFirst().first.map(String.init) })
        #expect(Set(folders).isSubset(of: ours), "\(Set(folders).subtracting(ours))")
        for folder in folders {
            let theirs = AssetCatalogValidator.entries(try String(contentsOf: expected.appendingPathComponent("\(folder)/Contents.json"), encoding: .utf8))
            let mine = AssetCatalogValidator.entries(try #require(files["Colors.xcassets/\(folder)/Contents.json"]))
            #expect(Set(theirs.keys) == Set(mine.keys), "\(folder)")
            for (traits, color) in theirs {
                let read = try #require(mine[traits])
                #expect(read.space == "srgb")
                #expect(read.components.map(SRGBHex.byte) == color.components.map(SRGBHex.byte), "\(folder) \(traits)")
            }
        }
    }

    /// A small catalog, every file against its golden (Fixtures/golden/contrast-themes); `REFRACT_RECORD=1`
    /// rewrites them.
    @Test func theFilesOfASmallCatalogMatchTheirGoldens() throws {
        let model = try #require(TestSupport.load(AssetCatalogContextTests.fixture))
        let options = PlatformOptions(destination: "xcassets", settings: ["accentColor": "color.accent"])
        let files = Self.build(model, options: options)
        #expect(files.count == 10)
        for (path, text) in files {
            Golden.assertMatches(text, golden: TestSupport.fixtures.appendingPathComponent("golden/contrast-themes/\(path)"))
        }
        let goldens = TestSupport.fixtures.appendingPathComponent("golden/contrast-themes")
        let recorded = (FileManager.default.enumerator(atPath: goldens.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("Contents.json") }
        #expect(Set(recorded) == Set(files.keys), "golden files no build makes")
    }

    /// The output is the same on every run, ordered by name.
    @Test func theOutputIsStable() throws {
        let model = try #require(TestSupport.load(AssetCatalogContextTests.fixture))
        let first = AssetCatalogBackend.generate(model, options: Self.options, templates: TestSupport.templates)
        let second = AssetCatalogBackend.generate(model, options: Self.options, templates: TestSupport.templates)
        #expect(first.files.map(\.path) == second.files.map(\.path))
        #expect(first.files.map(\.contents) == second.files.map(\.contents))
    }

    /// docs/contexts/xcassets.md shows a golden file as its example, byte for byte.
    @Test func theContextDocumentShowsTheGoldenColourSet() throws {
        let doc = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/contexts/xcassets.md"), encoding: .utf8)
        let golden = try String(
            contentsOf: TestSupport.fixtures.appendingPathComponent(
                "golden/contrast-themes/Colors-standard.xcassets/color.text.colorset/Contents.json"),
            encoding: .utf8)
        #expect(doc.contains("```json\n" + golden + "```"))
    }

    /// A user's template replaces the built-in one of the same name, for every colour set.
    @Test func aTemplateOverrideRendersEveryColourSet() throws {
        let model = try #require(TestSupport.load(AssetCatalogContextTests.fixture))
        var templates = TestSupport.templates
        templates.override(AssetCatalogBackend.colorSetTemplate, with: "{{name}}:{{#colors}} {{variant}}={{components.red}}{{/colors}}\n")
        let files = ColorReadBack.files(AssetCatalogBackend.generate(model, options: Self.options, templates: templates))
        #expect(files["Colors-ocean.xcassets/color.text.colorset/Contents.json"] == "color.text: any=0x00 dark=0.900 highContrast=0x00 darkHighContrast=0xFF\n")
        #expect(files["Colors-ocean.xcassets/Contents.json"]?.contains(#""author" : "xcode""#) == true)
    }
}
