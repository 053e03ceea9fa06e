import Foundation
import RefractDiagnostics
import RefractKit
import RefractModel
import RefractParser
import RefractSyntax
import Testing

/// The resolver document's syntax (Resolver Module §Syntax) and inputs (§Inputs), case by case.
@Suite("Resolver document")
struct ResolverDocumentTests {
    static let twoModifiers = """
        {
          "version": "2025.10",
          "modifiers": {
            "theme": { "contexts": { "standard": [], "christmas": [] }, "default": "standard" },
            "mode": { "contexts": { "light": [], "dark": [] } }
          },
          "resolutionOrder": [{ "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/mode" }]
        }
        """

    @Test func inputsNarrowThePermutations() throws {
        let plan = try #require(parseResolver(Self.twoModifiers)?.plan)
        let (permutations, diagnostics) = plan.permutations(for: ["mode": "dark"])
        #expect(diagnostics.isEmpty)
        #expect(permutations.map(\.description) == ["theme=standard, mode=dark", "theme=christmas, mode=dark"])
    }

    /// Outputs name contexts as declared, so a spelling that differs only in case narrows nothing: it is
    /// an error suggesting the declared one (a build with `theme=Christmas` once wrote CSS with no rule).
    @Test func inputsMatchOnlyTheDeclaredSpelling() throws {
        let plan = try #require(parseResolver(Self.twoModifiers)?.plan)
        let context = plan.permutations(for: ["theme": "CHRISTMAS", "mode": "light"]).diagnostics
        #expect(context.map(\.code.rawValue) == ["resolver.unknown-context"])
        #expect(context.first?.help == "did you mean 'christmas'?")
        let modifier = plan.permutations(for: ["Theme": "christmas"]).diagnostics
        #expect(modifier.map(\.code.rawValue) == ["resolver.unknown-modifier"])
        #expect(modifier.first?.help == "did you mean 'theme'?")
        let twoLetters = plan.permutations(for: ["mode": "DArk"]).diagnostics
        #expect(twoLetters.first?.help == "did you mean 'dark'?", "case first, whatever the edit distance")
    }

    @Test func unknownInputsAreNamedWithASuggestion() throws {
        let plan = try #require(parseResolver(Self.twoModifiers)?.plan)
        let (permutations, diagnostics) = plan.permutations(for: ["mdoe": "dark", "theme": "xmas"])
        #expect(diagnostics.map(\.message) == ["unknown modifier 'mdoe' in inputs", "unknown context 'xmas' for modifier 'theme'"])
        #expect(diagnostics.map(\.code.rawValue) == ["resolver.unknown-modifier", "resolver.unknown-context"])
        #expect(diagnostics[0].help == "did you mean 'mode'?")
        #expect(diagnostics[1].help == "contexts are 'standard', 'christmas'")
        #expect(diagnostics[1].span?.start.line == 4)
        #expect(diagnostics[0].span?.start.line == plan.modifiers.first?.span.start.line)
        #expect(diagnostics[0].span?.start.line != 1)
        #expect(permutations.count == 4)
    }

    @Test func fileReferencesAreJoinedOntoTheResolverFolder() throws {
        let plan = try #require(parseResolver("""
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [
                { "$ref": "./a/b.json" }, { "$ref": "../shared/c.json#/color" }, { "$ref": "/abs/d.json" }
              ] } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/sets/base/sources/0", "x": 1 }]
            }
            """)?.plan)
        #expect(plan.files == ["/design/a/b.json", "/shared/c.json", "/abs/d.json"])
        guard case .set(_, let sources) = plan.steps[0], case .file(let second) = sources[1] else {
            Issue.record("expected a set of files")
            return
        }
        #expect(second.fragment == "/color")
    }

    @Test func siblingKeysOverrideTheReferencedObjectShallowly() throws {
        let result = try #require(parseResolver("""
            {
              "version": "2025.10",
              "modifiers": {
                "mode": { "contexts": { "light": [], "dark": [] }, "default": "light" }
              },
              "resolutionOrder": [{ "$ref": "#/modifiers/mode", "default": "dark" }]
            }
            """))
        #expect(result.diagnostics.isEmpty)
        #expect(result.plan?.modifiers.first?.defaultContext == "dark")
    }

    @Test(arguments: [
        ("{ \"version\": \"2025.10\", \"resolutionOrder\": [{ \"$ref\": \"#/sets/nope\" }], \"sets\": { \"nape\": { \"sources\": [] } } }",
         "resolver.unresolved-reference", "no set named 'nope' for '#/sets/nope'"),
        ("{ \"version\": \"2025.10\", \"resolutionOrder\": [{ \"type\": \"layer\", \"name\": \"x\" }] }",
         "resolver.invalid-type", "'type' must be 'set' or 'modifier', not 'layer'"),
        ("{ \"version\": \"2025.10\", \"resolutionOrder\": [{ \"type\": \"set\", \"name\": \"s\", \"sources\": [{ \"$ref\": \"#/sets/s/sources\" }] }], \"sets\": { \"s\": { \"sources\": [{ \"$ref\": \"#/sets/s\" }] } } }",
         "resolver.circular-reference", "circular reference: '#/sets/s' points to an object that contains it"),
        ("{ \"version\": \"2025.10\", \"resolutionOrder\": [{ \"$ref\": \"#/modifiers/m\" }], \"modifiers\": { \"m\": { \"contexts\": { \"a\": [], \"b\": [] }, \"default\": \"c\" } } }",
         "resolver.unknown-default", "default 'c' is not a context of modifier 'm'"),
        ("{ \"version\": \"2025.10\", \"resolutionOrder\": [{ \"type\": \"set\", \"name\": \"s\", \"sources\": [{ \"$ref\": \"https://example.com/t.json\" }] }] }",
         "resolver.unsupported-reference", "remote reference 'https://example.com/t.json' is not supported"),
        ("{ \"version\": \"2025.10\", \"resolutionOrder\": [{ \"type\": \"set\", \"name\": \"s\", \"sources\": [], \"$extensions\": 1 }] }",
         "resolver.invalid-type", "'$extensions' must be an object, not number"),
        ("{ \"version\": \"2025.10\", \"resolutionOrder\": [{ \"type\": \"set\", \"name\": \"s\", \"sorces\": [] }] }",
         "resolver.unknown-property", "unknown property 'sorces' in inline set 's'"),
    ])
    func invalidDocument(_ json: String, code: String, message: String) throws {
        let result = try #require(parseResolver(json))
        let found = result.diagnostics.first { $0.code.rawValue == code }
        #expect(found?.message == message, "\(result.diagnostics.map { "[\($0.code)] \($0.message)" })")
        #expect(found?.severity == .error)
        #expect(found?.span?.file == "/design/tokens.resolver.json")
    }

    @Test func unknownPropertySuggestsTheNearest() throws {
        let result = try #require(parseResolver("""
            { "version": "2025.10", "resolutionOrder": [{ "type": "set", "name": "s", "sources": [] }], "modifers": {} }
            """))
        let unknown = try #require(result.diagnostics.first)
        #expect(unknown.message == "unknown property 'modifers' in resolver document")
        #expect(unknown.help == "did you mean 'modifiers'?")
        #expect(unknown.span?.start.column == 93)
    }

    @Test func missingFileIsReportedAtItsReference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-resolver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let resolver = folder.appendingPathComponent("app.resolver.json")
        try """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }, { "$ref": "gone.json" }] } },
              "modifiers": { "mode": { "contexts": { "light": [{ "$ref": "base.json" }], "dark": [{ "$ref": "dark.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }]
            }
            """.write(to: resolver, atomically: true, encoding: .utf8)
        try """
            { "size": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }
            """.write(to: folder.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
        try """
            { "size": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }
            """.write(to: folder.appendingPathComponent("dark.json"), atomically: true, encoding: .utf8)
        let result = TokenLoader.run(LoadRequest(inputs: [], resolver: resolver.path, policy: DiagnosticPolicy()))
        #expect(result.diagnostics.map(\.code.rawValue) == ["resolver.file-not-found"])
        #expect(result.diagnostics.first?.message == "cannot read '\(folder.path)/gone.json'")
        #expect(result.diagnostics.first?.span?.file == resolver.path)
        #expect(result.diagnostics.first?.span?.start.line == 3)
        // base.json is read once although two sources use it.
        #expect(result.files == [resolver.path, folder.path + "/base.json", folder.path + "/gone.json", folder.path + "/dark.json"])
        #expect(result.sources.bytes(of: folder.path + "/base.json") != nil)
        let model = try #require(result.model)
        #expect(model.axes == [Axis(name: "mode", contexts: ["light", "dark"], role: .colorScheme)])
        let sizes = model.tokens(at: TokenPath("size")).map { $0.map(\.value) }
        #expect(sizes == [.dimension(Dimension(4, .px)), .dimension(Dimension(8, .px))])
    }
}
