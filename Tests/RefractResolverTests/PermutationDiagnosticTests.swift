import RefractDiagnostics
import RefractModel
import RefractParser
import RefractSyntax
import Testing

/// Problems that depend on the permutation name it, and are reported once however many share them.
@Suite("Diagnostics across permutations")
struct PermutationDiagnosticTests {
    static let resolver = """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
          "modifiers": {
            "theme": {
              "contexts": {
                "standard": [{ "$ref": "standard.json" }],
                "christmas": [{ "$ref": "christmas.json" }]
              },
              "default": "standard"
            },
            "mode": {
              "contexts": {
                "light": [{ "$ref": "light.json" }],
                "dark": [{ "$ref": "./themes/../dark.json" }]
              },
              "default": "light"
            }
          },
          "resolutionOrder": [
            { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/mode" }
          ]
        }
        """
    static let files = [
        "base.json": """
            {
              "palette": {
                "$type": "color",
                "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
                "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }
              }
            }
            """,
        "standard.json": """
            {
              "color": {
                "$type": "color",
                "background": { "$value": "{palette.white}" },
                "accent": { "$value": "{palette.black}" }
              }
            }
            """,
        "christmas.json": """
            {
              "color": {
                "$type": "color",
                "accent": { "$value": "{palette.red}" }
              }
            }
            """,
        "light.json": """
            {
              "color": {
                "$type": "color",
                "background": { "$value": "{palette.white}" }
              }
            }
            """,
        "dark.json": """
            { "color": { "$type": "color", "shadow": { "$value": "{palette.black}" } } }
            """,
    ]

    func resolve(dark: String? = nil) throws -> PermutationParser.Result {
        try resolve(replacing: dark.map { ["dark.json": $0] } ?? [:])
    }

    func resolve(replacing replacements: [String: String]) throws -> PermutationParser.Result {
        let parsed = try #require(parseResolver(Self.resolver))
        let plan = try #require(parsed.plan)
        #expect(parsed.diagnostics.isEmpty)
        #expect(plan.files == ["/design/base.json", "/design/standard.json", "/design/christmas.json", "/design/light.json", "/design/dark.json"])
        var documents: [String: SyntaxNode] = [:]
        for (name, text) in Self.files {
            let node: SyntaxNode = try #require(tree(replacements[name] ?? text, path: "/design/" + name))
            documents["/design/" + name] = node
        }
        return PermutationParser.resolve(plan: plan, documents: documents)
    }

    @Test func permutationsAreTheProductInDeclarationOrder() throws {
        let result = try resolve()
        #expect(result.model.permutations.map(\.description) == [
            "theme=standard, mode=light", "theme=standard, mode=dark",
            "theme=christmas, mode=light", "theme=christmas, mode=dark",
        ])
        #expect(result.model.axes.map(\.role) == [.theme, .colorScheme])
        #expect(result.model.defaultPermutationIndex == 0)
        #expect(result.model.tokenSets.map(\.count) == [4, 5, 3, 3])
    }

    @Test func aliasUnresolvedInSomePermutationsIsReportedOnceNamingThem() throws {
        let result = try resolve()
        let unresolved = result.diagnostics.filter { $0.code == "alias.unresolved" }
        #expect(unresolved.count == 1)
        let diagnostic = try #require(unresolved.first)
        #expect(diagnostic.message == "no token at path 'palette.red'")
        #expect(diagnostic.span?.file == "/design/christmas.json")
        #expect(diagnostic.span?.start.line == 4)
        #expect(diagnostic.notes.map(\.message) == [
            "unresolved in 2 of 4 permutations (theme=christmas)"
        ])
    }

    @Test func problemInOnePermutationNamesIt() throws {
        let result = try resolve(dark: """
            { "color": { "$type": "color", "accent": { "$value": "{palette.grey}" } } }
            """)
        let grey = try #require(result.diagnostics.first { $0.message == "no token at path 'palette.grey'" })
        #expect(grey.notes.map(\.message).contains(
            "unresolved in 2 of 4 permutations (mode=dark)"))
        // In christmas-dark the dark file replaces the accent, so only christmas-light still sees `{palette.red}`.
        let red = try #require(result.diagnostics.first { $0.message == "no token at path 'palette.red'" })
        #expect(red.notes.map(\.message) == ["in permutation theme=christmas, mode=light"])
    }

    @Test func problemsKeepTheirPermutationNotes() throws {
        let result = try resolve(dark: """
            { "color": { "$type": "color", "shadow": { "$value": "{palette.black}", "$description": 3 } } }
            """)
        let all = result.diagnostics.filter { $0.code == "alias.unresolved" || $0.code == "metadata.description" }
        #expect(all.count == 2)
        let description = try #require(all.first { $0.code == "metadata.description" })
        #expect(description.notes.map(\.message) == ["found in 2 of 4 permutations (mode=dark)"])
        let red = try #require(all.first { $0.code == "alias.unresolved" })
        #expect(red.notes.map(\.message) == ["unresolved in 2 of 4 permutations (theme=christmas)"])
    }

    @Test func problemInEveryPermutationHasNoPermutationNote() throws {
        let result = try resolve(replacing: ["base.json": """
            { "palette": { "$type": "color", "$description": 3,
              "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
              "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }
            """])
        let description = try #require(result.diagnostics.first { $0.span?.file == "/design/base.json" })
        #expect(description.notes.isEmpty)
        #expect(result.diagnostics.filter { $0.span?.file == "/design/base.json" }.count == 1)
    }

    @Test func tokenMissingInOnePermutationNamesItAtTheToken() throws {
        let result = try resolve(replacing: ["christmas.json": "{}"])
        let missing = try #require(result.diagnostics.first { $0.message.hasPrefix("'color.background'") })
        #expect(missing.code == "resolver.token-missing")
        #expect(missing.severity == .warning)
        #expect(missing.message == "'color.background' is missing when theme=christmas, mode=dark")
        #expect(missing.span?.file == "/design/light.json")
        #expect(missing.span?.start.line == 4)
        #expect(missing.span?.start.column == 5)
        #expect(missing.span?.end.column == 17)
        // The shadow of dark.json is missing in both light permutations: one warning listing them.
        let shadow = try #require(result.diagnostics.first { $0.message.hasPrefix("'color.shadow'") })
        #expect(shadow.message == "'color.shadow' is missing in 2 of 4 permutations")
        #expect(shadow.notes.map(\.message) == ["missing when theme=standard, mode=light; theme=christmas, mode=light"])
    }

    @Test func typeDifferingBetweenPermutationsIsAnError() throws {
        let result = try resolve(dark: """
            { "color": { "background": { "$type": "number", "$value": 1 } } }
            """)
        let differs = try #require(result.diagnostics.first { $0.code == "resolver.type-differs" })
        #expect(differs.severity == .error)
        #expect(differs.message == "'color.background' is a number when theme=standard, mode=dark; theme=christmas, mode=dark but a color when theme=standard, mode=light; theme=christmas, mode=light")
        #expect(differs.span?.file == "/design/dark.json")
    }

    /// Files are searched for `$extends` once, not each permutation: a group extension written only in
    /// one context must still be expanded in the permutations that use it, and only there.
    @Test(arguments: ["dark.json", "base.json"])
    func extendsInOneFileIsExpandedWhereItIsUsed(_ file: String) throws {
        let text = file == "dark.json"
            ? #"{ "shade": { "$extends": "{palette}" } }"#
            : #"{ "palette": { "$type": "color", "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }, "shade": { "$extends": "{palette}" } }"#
        let result = try resolve(replacing: [file: text])
        let extended = result.model.tokenSets.map { $0[TokenPath("shade.white")] != nil }
        #expect(extended == (file == "dark.json" ? [false, true, false, true] : [true, true, true, true]))
    }
}
