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
        try Self.roundTrip(Corpus.path(set), format: .styleDictionary)
    }

    /// Each token file of sd-transforms' tests, the input of one of its expected CSS files (cross-file-refs
    /// 1–3 are one set: their references cross the files).
    static let sdTransformsSets = [
        "w3c-spec-compliance", "expand-composition", "swift-UI-colors", "color-modifier-references", "sd-transforms", "object-value-references", "math-in-complex-values", "custom-group",
        "output-references",
    ]

    @Test(arguments: sdTransformsSets)
    func sdTransformsSetReadsBackTheSame(_ set: String) throws {
        guard Corpus.require() else { return }
        try Self.roundTrip(Corpus.path("corpora/sd-transforms/tokens/\(set).tokens.json"), format: .tokensStudio)
    }

    /// exclude-parent-keys reads its top-level keys as sets only with sd-transforms' option of that name; in
    /// Refract, with the `$metadata` that names them (docs/importing.md).
    @Test func sdTransformsExcludeParentKeysWithItsMetadataReadsBackTheSame() throws {
        guard Corpus.require() else { return }
        let source = try Data(contentsOf: URL(fileURLWithPath: Corpus.path("corpora/sd-transforms/tokens/exclude-parent-keys.tokens.json")))
        var document = try #require(try JSONSerialization.jsonObject(with: source) as? [String: Any])
        document["$metadata"] = ["tokenSetOrder": ["foo", "bar"]]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-exclude-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("exclude-parent-keys.tokens.json")
        try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: file)
        let model = try Self.roundTrip(file.path, format: .tokensStudio)
        #expect(model.tokenSets.first?.tokens.map(\.path.dotted) == ["button.color", "core.color", "semantic.color"])
    }

    /// Sets of a Tokens Studio folder without themes merge in `tokenSetOrder`, a DTCG folder's files in path order:
    /// where the two differ, import writes a resolver document that reads the files in the sets' order.
    @Test func setsOutOfPathOrderKeepTheirOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-set-order-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ##"{ "color": { "x": { "value": "#000000", "type": "color" } } }"##.write(
            to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try ##"{ "color": { "x": { "value": "#ffffff", "type": "color" }, "y": { "value": "#ff0000", "type": "color" } } }"##.write(
            to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        try #"{ "tokenSetOrder": ["b", "a"] }"#.write(
            to: folder.appendingPathComponent("$metadata.json"), atomically: true, encoding: .utf8)
        let model = try Self.roundTrip(folder.path, format: .tokensStudio)
        // a comes last, so its x wins.
        #expect(model.tokenSets.first?.tokens.first { $0.path.dotted == "color.x" }?.value == TokenValue.color(try #require(ColorValue(hex: "#000000"))))
        let migration = TokenMigration.run(TokenMigration.Request(input: folder.path, format: .tokensStudio))
        #expect(migration.files.map(\.path).sorted() == ["a.json", "b.json", "tokens.resolver.json"])
    }

    @Test func sdTransformsCrossFileSetReadsBackTheSame() throws {
        guard Corpus.require() else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-cross-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for part in 1...3 {
            let name = "cross-file-refs-\(part).tokens.json"
            try FileManager.default.copyItem(
                atPath: Corpus.path("corpora/sd-transforms/tokens/\(name)"), toPath: folder.appendingPathComponent(name).path)
        }
        try Self.roundTrip(folder.path, format: .tokensStudio)
    }

    /// Lion's two theme groups and its `source` sets come back as a resolver document with the same six permutations,
    /// the `source` sets' tokens still read for references only.
    @Test func tokensStudioLionReadsBackTheSame() throws {
        guard Corpus.require() else { return }
        let native = try Self.roundTrip(Corpus.path("corpora/tokens-studio-lion/tokens"), format: .tokensStudio)
        #expect(native.permutations.count == 6)
        // Every set but the brand and colour ones is `source` in every theme: 44 of each theme's 46 tokens.
        #expect(native.referenceOnly.count == 44)
    }

    /// Canvas names four tokens it never defines (see TokensStudioCorpusTests), so `refract import` refuses it
    /// and writes nothing. A copy with those (and `brand.primary.dark`, which the Branded theme needs once they
    /// resolve) defined in a `source` set every theme selects, as a team would fix it, reads back the same,
    /// its CSS gradient held in a `color` token read as a DTCG gradient.
    @Test func tokensStudioCanvasReadsBackTheSame() throws {
        guard Corpus.require() else { return }
        let original = Corpus.path("corpora/tokens-studio-canvas/tokens")
        let refused = TokenMigration.run(TokenMigration.Request(input: original, format: .tokensStudio))
        #expect(refused.load.errorCount > 0)
        #expect(refused.files.isEmpty)

        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("refract-canvas-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: URL(fileURLWithPath: original), to: copy)
        try Data(#"""
            { "font-weight": { "md": { "value": "500", "type": "fontWeights" } },
              "color": { "shadow": { "1": { "value": "#1f262e1f", "type": "color" }, "2": { "value": "#1f262e29", "type": "color" } } },
              "brand": { "primary": { "base": { "value": "#0875e1", "type": "color" }, "dark": { "value": "#005cb9", "type": "color" } } } }
            """#.utf8).write(to: copy.appendingPathComponent("fixes.json"))
        let themesFile = copy.appendingPathComponent("$themes.json")
        var themes = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: themesFile)) as? [[String: Any]])
        for index in themes.indices {
            var selected = themes[index]["selectedTokenSets"] as? [String: Any] ?? [:]
            selected["fixes"] = "source"
            themes[index]["selectedTokenSets"] = selected
        }
        try JSONSerialization.data(withJSONObject: themes).write(to: themesFile)

        let native = try Self.roundTrip(copy.path, format: .tokensStudio)
        let migration = TokenMigration.run(TokenMigration.Request(input: copy.path, format: .tokensStudio))
        // `linear-gradient(90deg, {brand.primary.base} 0%, {brand.primary.dark} 100%)`: the stops are carried,
        // the direction is not (DTCG has no place for it), and says so at the token.
        let direction = migration.load.diagnostics.filter { $0.message.contains("direction '90deg'") }
        #expect(direction.count == 1)
        #expect(direction.first?.code.rawValue == "tokens-studio.unmapped")
        #expect(direction.first?.span?.file.hasSuffix("sys/brand/canvas.json") == true)
        let gradient = try #require(native.tokenSets.first?.tokens.first { $0.path == TokenPath("brand.gradient.primary") })
        #expect(gradient.type == .gradient)
        #expect(gradient.value == .gradient([
            GradientStop(color: try #require(ColorValue(cssString: "#0875e1")), position: 0),
            GradientStop(color: try #require(ColorValue(cssString: "#005cb9")), position: 1),
        ]))
    }

    /// The translator's note to the parser (`refract.tokens-studio`) is never written: the DTCG files hold the
    /// evaluated composites as DTCG values, a part that names a token of its own type still a reference.
    @Test func tokensStudioCompositesAreWrittenWithoutTheTranslatorsNote() throws {
        let written = try Self.importOne(##"""
            { "ink": { "value": "#102030", "type": "color" }, "base": { "value": "4", "type": "spacing" },
              "bold": { "value": "Bold", "type": "text" },
              "card": { "value": { "x": "0", "y": "{base} * 2", "blur": "8", "spread": "0", "color": "{ink}", "type": "dropShadow" }, "type": "boxShadow" },
              "heading": { "value": { "fontFamily": "Inter", "fontWeight": "{bold}", "fontSize": "{base} * 6", "lineHeight": "1.25", "letterSpacing": "0" }, "type": "typography" },
              "edge": { "value": { "color": "{ink}", "width": "2", "style": "solid" }, "type": "border" },
              "faded": { "value": "{ink}", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "0.5" } } } } }
            """##, format: .tokensStudio)
        #expect(!written.contains("refract.tokens-studio"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        let card = try #require((json["card"] as? [String: Any])?["$value"] as? [String: Any])
        #expect(card["color"] as? String == "{ink}", "a colour part naming a colour stays a reference")
        #expect((card["offsetY"] as? [String: Any])?["value"] as? Double == 8)
        let heading = try #require((json["heading"] as? [String: Any])?["$value"] as? [String: Any])
        #expect(heading["fontWeight"] as? Double == 700, "'Bold' named by a text token is written as the weight")
        // The user's `studio.tokens` is kept as data; only the note would have a DTCG read apply the modifier again.
        #expect(((json["faded"] as? [String: Any])?["$extensions"] as? [String: Any])?.keys.sorted() == ["studio.tokens"])
        #expect(((json["faded"] as? [String: Any])?["$value"] as? [String: Any])?["alpha"] as? Double == 0.5)
        #expect((json["edge"] as? [String: Any])?["$extensions"] == nil)
    }

    /// Style Dictionary's composites hold legacy strings (`"2px"`, `"#000000"`, `"bold"`): written as DTCG values.
    @Test func styleDictionaryCompositeMembersAreWrittenAsDTCG() throws {
        let written = try Self.importOne(##"""
            { "color": { "ink": { "value": "#102030" } },
              "shadow": { "card": { "type": "shadow", "value": { "offsetX": "0px", "offsetY": "2px", "blur": "8px", "spread": "0px", "color": "{color.ink}" } } },
              "type": { "body": { "type": "typography", "value": { "fontFamily": "Inter, sans-serif", "fontWeight": "bold", "fontSize": "16px", "lineHeight": 1.5, "letterSpacing": "0px" } } },
              "border": { "focus": { "type": "border", "value": { "color": "#1f6feb", "width": "2px", "style": "solid" } } } }
            """##, format: .styleDictionary)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        func value(_ group: String, _ name: String) -> [String: Any]? {
            ((json[group] as? [String: Any])?[name] as? [String: Any])?["$value"] as? [String: Any]
        }
        #expect((value("shadow", "card")?["blur"] as? [String: Any])?["unit"] as? String == "px")
        #expect(value("shadow", "card")?["color"] as? String == "{color.ink}")
        #expect(value("type", "body")?["fontFamily"] as? [String] == ["Inter", "sans-serif"])
        #expect(value("type", "body")?["fontWeight"] as? String == "bold", "a DTCG keyword, kept")
        #expect((value("border", "focus")?["color"] as? [String: Any])?["colorSpace"] as? String == "srgb")
    }

    /// Math over a value that differs by theme, in a set every theme reads: DTCG has no math, so the one file
    /// cannot hold both results. Said, at the value, not left to be found in the outputs.
    @Test func mathThatDiffersByThemeIsNamedAsNotCarried() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-import-theme-math-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let input = folder.appendingPathComponent("tokens.json").path
        try """
            { "core": { "space": { "base": { "value": "4", "type": "spacing" } } },
              "roomy": { "space": { "base": { "value": "6", "type": "spacing" } } },
              "semantic": { "gap": { "value": "{space.base} * 2", "type": "spacing" }, "fixed": { "value": "2 * 2", "type": "spacing" } },
              "$themes": [
                { "name": "Compact", "group": "density", "selectedTokenSets": { "core": "enabled", "semantic": "enabled" } },
                { "name": "Roomy", "group": "density", "selectedTokenSets": { "core": "source", "roomy": "enabled", "semantic": "enabled" } } ],
              "$metadata": { "tokenSetOrder": ["core", "roomy", "semantic"] } }
            """.write(toFile: input, atomically: true, encoding: .utf8)
        let migration = TokenMigration.run(TokenMigration.Request(input: input, format: .tokensStudio))
        let notCarried = migration.diagnostics.filter { $0.code == "import.not-carried" }
        #expect(notCarried.map(\.message) == [
            "'gap' is worked out to another value in density=Roomy than in density=Compact; DTCG has no math, and its file is read in both, so it is written with the value of density=Compact",
        ])
        #expect(notCarried.first?.span?.start.line == 3)
        #expect(!migration.files.isEmpty, "the rest is written")
    }

    /// One file imported and read back as ``roundTrip(_:format:policy:sourceLocation:)`` does; the file written.
    static func importOne(_ source: String, format: TokenFormat, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-import-one-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let input = folder.appendingPathComponent("tokens.json").path
        try source.write(toFile: input, atomically: true, encoding: .utf8)
        try roundTrip(input, format: format, sourceLocation: sourceLocation)
        let migration = TokenMigration.run(TokenMigration.Request(input: input, format: format))
        return try #require(migration.files.first { $0.path == "tokens.json" }?.contents, sourceLocation: sourceLocation)
    }

    /// Imports `input`, writes the files to a fresh folder, reads that folder as DTCG and compares the two
    /// models token by token in every permutation; returns the native model.
    @discardableResult
    static func roundTrip(
        _ input: String, format: TokenFormat, policy: DiagnosticPolicy = DiagnosticPolicy(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ThemedTokenSet {
        let migration = TokenMigration.run(TokenMigration.Request(input: input, format: format, policy: policy))
        #expect(
            migration.load.errorCount == 0, "\(migration.diagnostics.filter { $0.severity == .error }.map(\.message))",
            sourceLocation: sourceLocation)
        let native = try #require(migration.load.model, sourceLocation: sourceLocation)
        #expect(!migration.files.isEmpty, sourceLocation: sourceLocation)
        let folder = try MigratedFiles.write(migration.files, prefix: "refract-import")
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = TokenLoader.run(LoadRequest(inputs: [folder.path], policy: policy))
        #expect(
            imported.errorCount == 0, "\(imported.diagnostics.filter { $0.severity == .error }.map(\.message))",
            sourceLocation: sourceLocation)
        let compat = imported.diagnostics.filter { $0.code.rawValue.hasPrefix("compat.legacy") }
        #expect(compat.isEmpty, "imported files still hold legacy strings: \(compat.map(\.message).prefix(3))", sourceLocation: sourceLocation)
        let back = try #require(imported.model, sourceLocation: sourceLocation)
        #expect(back.axes.map(\.name) == native.axes.map(\.name), sourceLocation: sourceLocation)
        #expect(back.permutations == native.permutations, sourceLocation: sourceLocation)
        #expect(back.tokenSets.count == native.tokenSets.count, sourceLocation: sourceLocation)
        #expect(back.referenceOnly == native.referenceOnly, "tokens read for references only", sourceLocation: sourceLocation)
        for (a, b) in zip(native.tokenSets, back.tokenSets) {
            #expect(a.tokens.map(\.path) == b.tokens.map(\.path), sourceLocation: sourceLocation)
            for (x, y) in zip(a.tokens, b.tokens) {
                #expect(x.value == y.value, "\(x.path)", sourceLocation: sourceLocation)
                #expect(x.type == y.type, "\(x.path)", sourceLocation: sourceLocation)
                #expect(x.description == y.description, "\(x.path)", sourceLocation: sourceLocation)
                #expect(x.deprecation == y.deprecation, "\(x.path)", sourceLocation: sourceLocation)
            }
        }
        return native
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
        let folder = try MigratedFiles.write(migration.files, prefix: "refract-figma-import")
        defer { try? FileManager.default.removeItem(at: folder) }
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
