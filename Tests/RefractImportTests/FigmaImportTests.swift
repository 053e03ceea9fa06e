import Foundation
import RefractDiagnostics
import RefractImport
import RefractKit
import RefractModel
import RefractParser
import RefractSyntax
import Testing

/// Figma Variables read as `format: figma` reads them: the REST answer and Figma's DTCG export.
@Suite("Figma Variables")
struct FigmaImportTests {
    @Test func restFixtureGivesEveryTokenInEveryMode() throws {
        let load = Figma.load(path: Figma.restFixture)
        #expect(load.errorCount == 0, "\(Figma.findings(load))")
        let model = try #require(load.model)
        #expect(model.permutations.count == 2)
        for set in model.tokenSets { #expect(set.tokens.count == 12) }
        let light = ["Theme": "Light"], dark = ["Theme": "Dark"]
        #expect(model.hex("surface.background", light) == "#ffffff")
        #expect(model.hex("surface.background", dark) == "#1a1a1a80")
        #expect(model.hex("surface.accent", light) == "#1a66cc")
        #expect(model.hex("surface.accent", dark) == "#6699ff")
        #expect(model.value("layout.gutter", light) == .dimension(Dimension(16, .px)))
        #expect(model.value("layout.gutter", dark) == .dimension(Dimension(24, .px)))
        #expect(model.value("space.4", light) == .dimension(Dimension(16, .px)))
        #expect(model.value("font.weight.bold", light) == .fontWeight(FontWeight(700)))
        #expect(model.value("font.family.body", light) == .fontFamily(["Inter"]))
        #expect(model.value("text.font", light) == .fontFamily(["Inter"]))
        #expect(model.value("text.font", dark) == .fontFamily(["Inter Display"]))
        #expect(model.value("opacity.disabled", light) == .number(0.4))
        #expect(model.value("feature.rounded", light) == .other(typeName: "boolean", value: .bool(true)))
        let background = try #require(model.token(at: TokenPath("surface.background"), permutation: 0))
        #expect(background.description == "The page background")
    }

    @Test func collectionOfSeveralModesIsAModifierAndOneModeASet() throws {
        let load = Figma.load(path: Figma.restFixture)
        let plan = try #require(load.plan)
        #expect(plan.steps.count == 2)
        guard case .set(let name, let sources) = plan.steps[0], case .modifier(let theme) = plan.steps[1] else {
            Issue.record("expected a set then a modifier")
            return
        }
        #expect(name == "Primitives")
        #expect(sources.count == 1)
        #expect(theme.name == "Theme")
        #expect(theme.contexts.map(\.name) == ["Light", "Dark"])
        #expect(theme.defaultContext == "Light")
    }

    @Test func idsHiddenFlagsAndDescriptionsAreKept() throws {
        let text = try String(contentsOfFile: Figma.restFixture, encoding: .utf8)
        let read = readDocument(bytes: Array(text.utf8), path: Figma.restFixture, format: .json)
        let root = try #require(read.root)
        let result = TokenImporter.translate(ImportInput(
            format: .figma, root: Figma.restFixture, documents: [ImportDocument(path: Figma.restFixture, root: root)]))
        #expect(result.diagnostics.isEmpty)
        #expect(result.documents.map { ($0.path as NSString).lastPathComponent }
            == ["Primitives.tokens.json", "Theme.Light.tokens.json", "Theme.Dark.tokens.json"])
        let primitives = try #require(result.documents.first?.root)
        let hidden = try #require(primitives["color"]?["gray"]?["900"]?["$extensions"]?["com.figma"])
        #expect(hidden["variableId"]?.stringValue == "VariableID:1:3")
        #expect(hidden["hiddenFromPublishing"]?.boolValue == true)
        #expect(primitives["color"]?["gray"]?["50"]?["$extensions"]?["com.figma"]?["hiddenFromPublishing"] == nil)
        #expect(primitives["color"]?["blue"]?["500"]?["$description"]?.stringValue == "Brand blue")
        #expect(primitives["color"]?["blue"]?["500"]?["$extensions"]?["com.figma"]?["codeSyntax"]?["WEB"]?.stringValue == "--color-blue-500")
        let light = try #require(result.documents.dropFirst().first?.root)
        #expect(light["surface"]?["background"]?["$value"]?.stringValue == "{color.gray.50}")
        #expect(result.resolver != nil)
    }

    /// Only one-mode collections: plain token files, no resolver.
    @Test func oneModeCollectionsMergeWithoutAResolver() throws {
        let text = Figma.rest([
            #""v1": { "id": "v1", "name": "size/s", "variableCollectionId": "c1", "resolvedType": "FLOAT", "valuesByMode": { "m1": 4 }, "scopes": ["CORNER_RADIUS"] }"#,
        ]).replacingOccurrences(of: #", { "modeId": "m3", "name": "B" }"#, with: "")
        let load = try Figma.withFolder(["variables.json": text]) { Figma.load(path: $0 + "/variables.json") }
        #expect(load.errorCount == 0, "\(Figma.findings(load))")
        #expect(load.plan == nil)
        #expect(load.model?.value("size.s") == .dimension(Dimension(4, .px)))
    }

    /// Each error at the key or value it is about in the REST file (line:column), with its exact text.
    static let located: [(variables: [String], finding: String)] = [
        ([#""v1": { "name": "a", "variableCollectionId": "c1", "resolvedType": "COLOR", "valuesByMode": { "m1": { "type": "VARIABLE_ALIAS", "id": "VariableID:9:9" } } }"#],
         "8:141 figma.dangling-alias: variable 'a' points to 'VariableID:9:9', which is not a variable of this file"),
        ([#""v1": { "name": "a", "variableCollectionId": "c1", "resolvedType": "GRADIENT", "valuesByMode": { "m1": 1 } }"#],
         "8:74 figma.unknown-type: variable 'a' has the resolvedType 'GRADIENT'; Figma's types are BOOLEAN, FLOAT, STRING and COLOR"),
        ([#""v1": { "name": "a", "variableCollectionId": "c1", "resolvedType": "FLOAT", "valuesByMode": { "m1": 1 } }"#,
          #""v2": { "name": "a", "variableCollectionId": "c2", "resolvedType": "FLOAT", "valuesByMode": { "m2": 1, "m3": 2 } }"#],
         "9:23 figma.duplicate-name: variable 'a' makes the token 'a', which variable 'a' already makes"),
        ([#""v1": { "name": "a/b", "variableCollectionId": "c2", "resolvedType": "FLOAT", "valuesByMode": { "m2": 1 } }"#],
         "8:101 figma.invalid-variables: variable 'a/b' has no value for mode 'B' ('m3') of collection 'Two'"),
        ([##""v1": { "name": "a", "variableCollectionId": "c1", "resolvedType": "COLOR", "valuesByMode": { "m1": "#fff" } }"##],
         "8:107 figma.invalid-variables: a COLOR value of 'a' must be an object with 'r', 'g', 'b' (and 'a') from 0 to 1, not a string"),
        ([#""v1": { "name": "a", "variableCollectionId": "c1", "resolvedType": "FLOAT", "valuesByMode": { "m1": { "type": "VARIABLE_ALIAS", "id": "v2" } } }"#,
          #""v2": { "name": "b", "variableCollectionId": "c1", "resolvedType": "FLOAT", "valuesByMode": { "m1": { "type": "VARIABLE_ALIAS", "id": "v1" } } }"#],
         "8:107 alias.cycle: circular reference: 'a' → 'b' → 'a'"),
    ]

    @Test(arguments: located.indices)
    func errorIsLocatedInTheRESTFile(_ index: Int) throws {
        let (variables, finding) = Self.located[index]
        let load = try Figma.withFolder(["variables.json": Figma.rest(variables)]) { Figma.load(path: $0 + "/variables.json") }
        #expect(Figma.findings(load).contains(finding), "\(Figma.findings(load))")
        #expect(load.errorCount > 0)
        #expect(load.diagnostics.allSatisfy { $0.span?.file.hasSuffix("variables.json") != false })
    }

    /// Figma's DTCG export: one file per collection and mode, joined by name into a resolver.
    @Test func exportFolderJoinsModesIntoAModifier() throws {
        let primitive = #"{ "blue": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] }, "$extensions": { "com.figma.variableId": "VariableID:1:1" } } }"#
        func theme(_ target: String) -> String {
            #"{ "accent": { "$type": "color", "$value": "{\#(target)}" } }"#
        }
        let files = [
            "Primitives.tokens.json": primitive,
            "Theme.Dark.tokens.json": #"{ "accent": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }"#,
            "Theme.Light.tokens.json": theme("blue"),
        ]
        let load = try Figma.withFolder(files) { Figma.load(path: $0) }
        #expect(load.errorCount == 0, "\(Figma.findings(load))")
        let model = try #require(load.model)
        #expect(model.permutations.count == 2)
        #expect(model.hex("accent", ["Theme": "Light"]) == "#0000ff")
        #expect(model.hex("accent", ["Theme": "Dark"]) == "#ffffff")
        guard case .modifier(let modifier)? = load.plan?.steps.last else {
            Issue.record("expected a modifier")
            return
        }
        #expect(modifier.contexts.map(\.name) == ["Dark", "Light"])
        #expect(modifier.defaultContext == "Dark")
    }

    @Test(arguments: [
        ("Theme.Light.tokens.json", "Theme", "Light"), ("Theme/Dark.tokens.json", "Theme", "Dark"),
        ("Primitives.tokens.json", "Primitives", "Primitives"), ("brand/Theme.Dark.json", "brand/Theme", "Dark"),
        // As Figma's variables-github-action-example names them: `${collection.name}.${mode.name}.json`, a collection
        // of one mode under its mode's name, names with spaces and dashes as Figma allows them.
        ("Primitives.Mode 1.json", "Primitives", "Mode 1"),
        ("Primitives — Completed.Brutal Theme.json", "Primitives — Completed", "Brutal Theme"),
        ("Tokens.Blue Theme Dark.json", "Tokens", "Blue Theme Dark"), ("v2.1 Tokens.Light.json", "v2.1 Tokens", "Light"),
    ])
    func exportFileNameGivesCollectionAndMode(_ name: String, _ collection: String, _ mode: String) {
        let names = FigmaExport.names(of: "tokens/" + name, in: "tokens")
        #expect(names.collection == collection)
        #expect(names.mode == mode)
    }
}
