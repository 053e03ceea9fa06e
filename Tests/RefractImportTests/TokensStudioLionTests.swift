import RefractImport
import RefractKit
import RefractModel
import RefractTestSupport
import Testing

/// Tokens Studio's two-axis example (brand × colour) and Workday Canvas read as Tokens Studio.
@Suite("Tokens Studio corpora")
struct TokensStudioCorpusTests {
    @Test func lionThemesBecomeTwoModifiersAndSixPermutations() throws {
        guard Corpus.require() else { return }
        let load = Studio.load(path: Corpus.path("corpora/tokens-studio-lion/tokens"))
        #expect(Studio.errors(load) == [])
        let model = try #require(load.model)
        #expect(model.axes.map(\.name) == ["brand", "color"])
        #expect(model.axes.map(\.contexts) == [["Casual", "Business"], ["Green", "Blue", "Purple"]])
        #expect(model.permutations.count == 6)
        #expect(model.tokenSets.map(\.count) == Array(repeating: 49 - 3, count: 6), "one of the two brand sets and one of the three colour sets")
        #expect(model.hex("button.bg.color", ["brand": "Business", "color": "Green"]) == "#38a169")
        #expect(model.hex("colors.bg.default.color", ["brand": "Casual", "color": "Purple"]) == "#805ad5")
        #expect(model.value("borderRadius.default", ["brand": "Casual", "color": "Blue"]) == .dimension(Dimension(8, .px)))
        #expect(model.value("button.borderRadius", ["brand": "Business", "color": "Blue"]) == .dimension(Dimension(0, .px)))
    }

    /// A repository keeps the synced folder below its root: read from the root, the sets are named from the
    /// folder of `$themes.json`, as Tokens Studio names them, and the themes are not lost.
    @Test func lionReadFromTheFolderAboveItsTokensKeepsItsThemes() throws {
        guard Corpus.require() else { return }
        let load = Studio.load(path: Corpus.path("corpora/tokens-studio-lion"))
        #expect(Studio.errors(load) == [])
        let model = try #require(load.model)
        #expect(model.axes.map(\.name) == ["brand", "color"])
        #expect(model.permutations.count == 6)
        #expect(model.hex("button.bg.color", ["brand": "Business", "color": "Green"]) == "#38a169")
    }

    /// `emitSourceSets` (the input's `sourceSets`): lion's `source` sets are output, as their own build
    /// (Style Dictionary with sd-transforms) outputs them; by name, only those sets.
    @Test func lionsSourceSetsAreOutputOnRequest() throws {
        guard Corpus.require() else { return }
        let path = Corpus.path("corpora/tokens-studio-lion/tokens")
        func load(_ sets: SourceSetOutput) -> LoadResult {
            var request = LoadRequest(inputs: [path])
            request.formats = [path: .tokensStudio]
            request.sourceSets = [path: sets]
            return TokenLoader.run(request)
        }
        let byDefault = try #require(load(.referenceOnly).model)
        #expect(byDefault.referenceOnly.count == 44)
        let all = load(.all)
        #expect(Studio.errors(all) == [])
        let model = try #require(all.model)
        #expect(model.referenceOnly.isEmpty)
        #expect(model.paths.count == 46)
        let named = try #require(load(.named(["primitive/radii", "component"])).model)
        #expect(!named.referenceOnly.contains(TokenPath("borderRadius.lg")))
        #expect(!named.referenceOnly.contains(TokenPath("button.bg.color")))
        #expect(named.referenceOnly.contains(TokenPath("colors.green.600")))
        let misspelt = load(.named(["primitive/radius"]))
        #expect(misspelt.diagnostics.map(\.message).contains("'emitSourceSets' names set 'primitive/radius', which does not exist"))
        #expect(misspelt.diagnostics.first { $0.code == "tokens-studio.missing-set" }?.help == "did you mean 'primitive/radii'?")
    }

    @Test func canvasReadsWithItsSevenThemesAndTheMissingSetsNamed() throws {
        guard Corpus.require() else { return }
        let load = Studio.load(path: Corpus.path("corpora/tokens-studio-canvas/tokens"))
        // What is left is the corpus's own: `font-weight.md` is named but never defined, and the Branded
        // theme enables no colour set (`sys/color/branded` is missing), so shadows and brand colours have nothing to name
        // (`brand.primary.dark` by the stops of the gradient `brand.gradient.primary`).
        let unresolved = Set(load.diagnostics.filter { $0.severity == .error }.map { "\($0.code): \($0.message)" })
        #expect(unresolved == [
            "alias.unresolved: no token at path 'font-weight.md'", "alias.unresolved: no token at path 'color.shadow.1'",
            "alias.unresolved: no token at path 'color.shadow.2'", "alias.unresolved: no token at path 'brand.primary.base'",
            "alias.unresolved: no token at path 'brand.primary.dark'",
        ])
        let model = try #require(load.model)
        // Base and Brand have one theme each that exists (Forest, Island and Peach enable only missing sets).
        #expect(model.axes.map(\.name) == ["System"])
        #expect(model.axes.map(\.contexts) == [["Canvas", "Branded"]])
        #expect(model.permutations.count == 2)
        let missing = load.diagnostics.filter { $0.code == "tokens-studio.missing-set" }.map(\.message)
        #expect(missing == [
            "theme 'Forest' selects set 'sys/brand/forest', which does not exist; it is left out",
            "theme 'Island' selects set 'sys/brand/island', which does not exist; it is left out",
            "theme 'Peach' selects set 'sys/brand/peach', which does not exist; it is left out",
            "theme 'Branded' selects set 'sys/color/branded', which does not exist; it is left out",
        ])
        // `base` selects the folder `base/*`; its math resolves: 16 / 2.
        #expect(model.value("base.baseline") == .dimension(Dimension(8, .px)))
        #expect(model.tokenSets[0].count == 680)
    }
}
