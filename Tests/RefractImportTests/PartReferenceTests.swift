import Foundation
import RefractDiagnostics
import RefractImport
import RefractKit
import RefractModel
import RefractTestSupport
import Testing

/// References into a part of a composite token, read from Tokens Studio and Style Dictionary files as DTCG's
/// JSON Pointer `$ref`s into the token's value.
@Suite("References into parts of composite tokens")
struct PartReferenceTests {
    static let studio = ##"""
        {
          "size": { "base": { "value": "4", "type": "spacing" } },
          "shadow": {
            "card": { "value": { "x": "0", "y": "2", "blur": "{size.base} * 2", "spread": "0", "color": "#00000033", "type": "dropShadow" }, "type": "boxShadow" },
            "double": { "value": [ { "x": "0", "y": "1", "blur": "2", "spread": "0", "color": "#000000" }, { "x": "0", "y": "4", "blur": "8", "spread": "1", "color": "#000000" } ], "type": "boxShadow" },
            "alias": { "value": "{shadow.card}", "type": "boxShadow" }
          },
          "typography": {
            "heading": { "value": { "fontFamily": "Inter", "fontWeight": "Bold", "fontSize": "24", "lineHeight": "1.25", "letterSpacing": "0" }, "type": "typography" },
            "body": { "value": { "fontFamily": "{typography.heading.fontFamily}", "fontWeight": "400", "fontSize": "{typography.heading.value.fontSize}", "lineHeight": "1.5", "letterSpacing": "0" }, "type": "typography" }
          },
          "border": { "focus": { "value": { "color": "#1f6feb", "width": "2", "style": "solid" }, "type": "border" } },
          "ref": {
            "y": { "value": "{shadow.card.y}", "type": "spacing" },
            "offset": { "value": "{shadow.card.value.y}", "type": "spacing" },
            "blur": { "value": "{shadow.card.blur}", "type": "spacing" },
            "layer": { "value": "{shadow.double.1.spread}", "type": "spacing" },
            "aliased": { "value": "{shadow.alias.blur}", "type": "spacing" },
            "size": { "value": "{typography.heading.fontSize}", "type": "fontSizes" },
            "family": { "value": "{typography.heading.fontFamily}", "type": "fontFamilies" },
            "weight": { "value": "{typography.heading.fontWeight}", "type": "fontWeights" },
            "ring": { "value": "{border.focus.color}", "type": "color" }
          }
        }
        """##

    @Test func tokensStudioPartsResolve() throws {
        let load = try Studio.load(Self.studio)
        #expect(Studio.errors(load) == [])
        let model = try #require(load.model)
        #expect(model.value("ref.y") == .dimension(Dimension(2, .px)), "x and y are DTCG's offsetX and offsetY")
        #expect(model.value("ref.offset") == .dimension(Dimension(2, .px)), "Style Dictionary's spelling, with 'value'")
        #expect(model.value("ref.blur") == .dimension(Dimension(8, .px)), "the part's math is worked out")
        #expect(model.value("ref.layer") == .dimension(Dimension(1, .px)))
        #expect(model.value("ref.aliased") == .dimension(Dimension(8, .px)), "through a token that aliases the shadow")
        #expect(model.value("ref.size") == .dimension(Dimension(24, .px)))
        #expect(model.value("ref.family") == .fontFamily(["Inter"]))
        #expect(model.value("ref.weight") == .fontWeight(FontWeight(700)))
        #expect(model.hex("ref.ring") == "#1f6feb")
        guard case .typography(let body)? = model.value("typography.body") else {
            Issue.record("typography.body is a typography")
            return
        }
        #expect(body.fontFamily == ["Inter"])
        #expect(body.fontSize == Dimension(24, .px))
    }

    /// Each wrong part is one located error; the parser's "no token at path" for the same reference is not added.
    @Test(arguments: [
        ("{shadow.card.blurr}",
         "'{shadow.card.blurr}' names the part 'blurr' of the shadow token 'shadow.card', which has no such part",
         ["a shadow's parts are offsetX, offsetY, blur, spread and color (Tokens Studio's x and y are offsetX and offsetY)"],
         "did you mean '{shadow.card.blur}'?"),
        ("{shadow.card.value.blurr}",
         "'{shadow.card.value.blurr}' names the part 'blurr' of the shadow token 'shadow.card', which has no such part",
         ["a shadow's parts are offsetX, offsetY, blur, spread and color (Tokens Studio's x and y are offsetX and offsetY)"],
         "did you mean '{shadow.card.value.blur}'?"),
        ("{shadow.double.blur}",
         "'{shadow.double.blur}' names the part 'blur' of the shadow token 'shadow.double', which has 2 layers",
         ["a shadow of several layers is named by layer first, from 0"], "did you mean '{shadow.double.0.blur}'?"),
        ("{shadow.double.5.blur}",
         "'{shadow.double.5.blur}' names layer 5 of the shadow token 'shadow.double', which has 2 layers (0 to 1)", [], nil),
        ("{shadow.card.0.blur}",
         "'{shadow.card.0.blur}' names layer 0 of the shadow token 'shadow.card', which is one shadow, not a list of layers", [],
         "did you mean '{shadow.card.blur}'?"),
        ("{shadow.nope.value.blur}", "'{shadow.nope.value.blur}' names a part of 'shadow.nope', which is no token", [], nil),
        ("{size.base.value.x}",
         "'{size.base.value.x}' names a part of the dimension token 'size.base'; only shadow, typography and border tokens have parts a reference can name",
         [], nil),
        ("{typography.heading.textCase}",
         "'{typography.heading.textCase}' names the part 'textCase' of the typography token 'typography.heading', which has no such part",
         ["a typography's parts are fontFamily, fontSize, fontWeight, lineHeight and letterSpacing",
          "Tokens Studio's 'textCase' has no place in a DTCG typography and is left out"], nil),
    ] as [(String, String, [String], String?)])
    func aWrongPartIsOneErrorAtTheReference(_ reference: String, _ message: String, _ notes: [String], _ help: String?) throws {
        let source = Self.studio.replacingOccurrences(of: #""{shadow.card.y}""#, with: "\"\(reference)\"")
        let load = try Studio.load(source)
        let errors = load.diagnostics.filter { $0.severity == .error }
        #expect(errors.map { "\($0.code): \($0.message)" } == ["import.unknown-part: \(message)"])
        let error = try #require(errors.first)
        #expect(error.notes.map(\.message) == notes)
        #expect(error.help == help)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains(reference) })
        let column = try #require(lines[line].range(of: "\"\(reference)\"")).lowerBound.utf16Offset(in: lines[line])
        #expect(error.span?.start.line == line + 1)
        #expect(error.span?.start.column == column + 1, "at the value")
    }

    /// A reference into a part inside math or a colour function reads the part, as a whole reference does.
    static let math = ##"""
        {
          "size": { "base": { "value": "4", "type": "spacing" } },
          "shadow": { "card": { "value": { "x": "0", "y": "2", "blur": "{size.base} * 2", "spread": "0", "color": "#00000033" }, "type": "boxShadow" } },
          "typography": { "heading": { "value": { "fontFamily": "Inter", "fontWeight": "Bold", "fontSize": "24", "lineHeight": "1.25", "letterSpacing": "0" }, "type": "typography" } },
          "m": {
            "double": { "value": "{shadow.card.blur} * 2", "type": "spacing" },
            "explicit": { "value": "{typography.heading.value.fontSize} * 2", "type": "fontSizes" },
            "sum": { "value": "{shadow.card.y} + {size.base}", "type": "spacing" },
            "tint": { "value": "rgba({shadow.card.color}, 0.5)", "type": "color" },
            "inner": { "value": { "x": "0", "y": "{shadow.card.y} * 3", "blur": "2", "spread": "0", "color": "#000000" }, "type": "boxShadow" }
          }
        }
        """##

    @Test func partsInsideMathResolve() throws {
        let load = try Studio.load(Self.math)
        #expect(Studio.errors(load) == [])
        let model = try #require(load.model)
        #expect(model.value("m.double") == .dimension(Dimension(16, .px)), "the part's own math, then this one")
        #expect(model.value("m.explicit") == .dimension(Dimension(48, .px)), "Style Dictionary's spelling, with 'value'")
        #expect(model.value("m.sum") == .dimension(Dimension(6, .px)), "a part and a token in one expression")
        #expect(model.hex("m.tint") == "#00000080")
        guard case .shadow(let layers, _)? = model.value("m.inner") else {
            Issue.record("m.inner is a shadow")
            return
        }
        #expect(layers.first?.offsetY == Dimension(6, .px), "inside a composite's part")
        // `refract import` writes them as their values, without the translator's note.
        let written = try ImportRoundTripTests.importOne(Self.math, format: .tokensStudio)
        #expect(!written.contains("refract.tokens-studio"))
    }

    /// A wrong part inside math is one located error at the value, with the nearest part; the parser's
    /// "no token at path" for the same reference is not added.
    @Test func aWrongPartInsideMathIsOneError() throws {
        let load = try Studio.load(Self.math.replacingOccurrences(of: "{shadow.card.blur} * 2", with: "{shadow.card.blurr} * 2"))
        let errors = load.diagnostics.filter { $0.severity == .error }
        #expect(errors.map { "\($0.code): \($0.message)" } == [
            "import.unknown-part: '{shadow.card.blurr}' names the part 'blurr' of the shadow token 'shadow.card', which has no such part",
        ])
        #expect(errors.first?.help == "did you mean '{shadow.card.blur}'?")
        #expect(errors.first?.span?.start.line == 6)
        #expect(errors.first?.span?.start.column == 26, "at the value")
    }

    /// A path under a token that is not a composite names no token: the parser says so, with the nearest path.
    @Test func aTypoUnderAScalarTokenIsTheParsersUnresolvedAlias() throws {
        let load = try Studio.load(Self.studio.replacingOccurrences(of: #""{shadow.card.y}""#, with: #""{size.base.x}""#))
        #expect(Studio.errors(load) == ["alias.unresolved: no token at path 'size.base.x'"])
    }

    /// The theme decides which shadow a part reference reads, as it decides an alias.
    @Test func aPartFollowsTheTheme() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-parts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try write("light.json", ##"{ "shadow": { "card": { "value": { "x": "0", "y": "2", "blur": "4", "spread": "0", "color": "#000000" }, "type": "boxShadow" } } }"##)
        try write("dark.json", ##"{ "shadow": { "card": { "value": { "x": "0", "y": "6", "blur": "12", "spread": "0", "color": "#000000" }, "type": "boxShadow" } } }"##)
        try write("shared.json", #"{ "elevation": { "blur": { "value": "{shadow.card.blur}", "type": "spacing" } } }"#)
        try write("$themes.json", #"""
            [ { "id": "l", "name": "Light", "group": "mode", "selectedTokenSets": { "light": "enabled", "shared": "enabled" } },
              { "id": "d", "name": "Dark", "group": "mode", "selectedTokenSets": { "dark": "enabled", "shared": "enabled" } } ]
            """#)
        let load = Studio.load(path: folder.path)
        #expect(Studio.errors(load) == [])
        let model = try #require(load.model)
        #expect(model.value("elevation.blur", ["mode": "Light"]) == .dimension(Dimension(4, .px)))
        #expect(model.value("elevation.blur", ["mode": "Dark"]) == .dimension(Dimension(12, .px)))
    }

    static let styleDictionary = ##"""
        {
          "shadow": {
            "card": { "value": { "offsetX": "0px", "offsetY": "2px", "blur": "8px", "spread": "0px", "color": "#00000033" }, "type": "shadow" }
          },
          "size": { "blur": { "value": "{shadow.card.value.blur}" } },
          "elevation": {
            "y": { "value": "{shadow.card.value.offsetY}" },
            "tint": { "value": "{shadow.card.value.color}", "type": "color" }
          }
        }
        """##

    @Test func styleDictionaryPartsResolve() throws {
        let load = try StyleDictionaryImportTests.load(Self.styleDictionary)
        #expect(load.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        let model = try #require(load.model)
        #expect(model.value("size.blur") == .dimension(Dimension(8, .px)), "typed by its path (size)")
        #expect(model.value("elevation.y") == .dimension(Dimension(2, .px)), "typed by the part")
        #expect(model.hex("elevation.tint") == "#00000033")
    }

    @Test(arguments: [
        ("{shadow.card.value.blurr}",
         "'{shadow.card.value.blurr}' names the part 'blurr' of 'shadow.card', which has no such part",
         ["its parts are 'offsetX', 'offsetY', 'blur', 'spread', 'color'"], "did you mean '{shadow.card.value.blur}'?"),
        ("{shadow.nope.value.blur}", "'{shadow.nope.value.blur}' names a part of 'shadow.nope', which is no token of this input", [], nil),
        ("{shadow.card.value.color.hex}",
         "'{shadow.card.value.color.hex}' names the part 'color.hex' of 'shadow.card', whose part 'color' is a string, which has no parts",
         [], nil),
    ] as [(String, String, [String], String?)])
    func styleDictionaryWrongPartIsOneError(_ reference: String, _ message: String, _ notes: [String], _ help: String?) throws {
        let load = try StyleDictionaryImportTests.load(Self.styleDictionary.replacingOccurrences(of: "{shadow.card.value.offsetY}", with: reference))
        let errors = load.diagnostics.filter { $0.severity == .error }
        #expect(errors.map { "\($0.code): \($0.message)" } == ["import.unknown-part: \(message)"])
        #expect(errors.first?.notes.map(\.message) == notes)
        #expect(errors.first?.help == help)
        #expect(errors.first?.span?.start.line == 7)
    }

    /// `refract import` writes the references as `$ref`s, which build to the files the native read builds.
    @Test(arguments: [(studio, TokenFormat.tokensStudio), (styleDictionary, TokenFormat.styleDictionary)])
    func importWritesPointersThatBuildTheSame(_ source: String, _ format: TokenFormat) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-parts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("in"), withIntermediateDirectories: true)
        let input = folder.appendingPathComponent("in/tokens.json").path
        try source.write(toFile: input, atomically: true, encoding: .utf8)
        let migration = TokenMigration.run(TokenMigration.Request(input: input, format: format))
        #expect(migration.load.errorCount == 0)
        let written = try #require(migration.files.first { $0.path == "tokens.json" }?.contents)
        #expect(written.contains(##""$ref": "#/shadow/card/$value/offsetY""##))
        let output = folder.appendingPathComponent("out/tokens.json").path
        try FileManager.default.createDirectory(atPath: folder.appendingPathComponent("out").path, withIntermediateDirectories: true)
        try written.write(toFile: output, atomically: true, encoding: .utf8)

        var native = LoadRequest(inputs: [input])
        native.formats = [input: format]
        let platforms = ["css", "android", "swift", "json", "compose"]
        let ours = BuildPipeline.run(BuildRequest(load: native, output: "o", platforms: platforms))
        let back = BuildPipeline.run(BuildRequest(load: LoadRequest(inputs: [output]), output: "o", platforms: platforms))
        #expect(ours.errorCount == 0, "\(ours.diagnostics.map(\.message))")
        #expect(back.errorCount == 0, "\(back.diagnostics.map(\.message))")
        #expect(back.files.map(\.path) == ours.files.map(\.path))
        for (a, b) in zip(ours.files, back.files) {
            #expect(a.contents == b.contents, "\(a.path)")
        }
    }
}
