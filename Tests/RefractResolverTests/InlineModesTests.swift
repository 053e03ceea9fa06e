import RefractModel
import RefractParser
import RefractSyntax
import Testing

/// Terrazzo's inline modes: the `$value`s are a mode of their own, so naming only `dark` still gives
/// light and dark, and one other mode gets a `default` beside it.
@Suite("Inline modes")
struct InlineModesTests {
    static func model(_ json: String) throws -> ThemedTokenSet {
        let root = try #require(readDocument(bytes: Array(json.utf8), path: "tokens.json", format: .json).root)
        let plan = try #require(InlineModes.plan(documents: [root]))
        let resolved = PermutationParser.resolve(plan: plan, documents: [:])
        #expect(resolved.diagnostics.filter { $0.severity == .error }.isEmpty)
        return resolved.model
    }

    @Test func onlyDarkNamedGivesLightFromTheValue() throws {
        let model = try Self.model(#"""
            { "bg": { "$type": "number", "$value": 1, "$extensions": { "mode": { "dark": 0 } } },
              "gap": { "$type": "number", "$value": 8 } }
            """#)
        #expect(model.permutations.map(\.description) == ["mode=light", "mode=dark"])
        #expect(model.axes.first?.role == .colorScheme)
        #expect(model.axes.first?.effectiveDefault == "light")
        let light = try #require(model.permutationIndex(["mode": "light"]))
        let dark = try #require(model.permutationIndex(["mode": "dark"]))
        #expect(model.token(at: TokenPath("bg"), permutation: light)?.value == .number(1))
        #expect(model.token(at: TokenPath("bg"), permutation: dark)?.value == .number(0))
        #expect(model.token(at: TokenPath("gap"), permutation: dark)?.value == .number(8))
    }

    /// Naming only `light` makes the `$value`s `dark`: a colour scheme again, not a `default` context beside
    /// `light` (whose theme `default` could not be named in Swift).
    @Test func onlyLightNamedGivesDarkFromTheValue() throws {
        let model = try Self.model(#"""
            { "bg": { "$type": "number", "$value": 0, "$extensions": { "mode": { "light": 1 } } } }
            """#)
        #expect(model.permutations.map(\.description) == ["mode=light", "mode=dark"])
        #expect(model.axes.first?.role == .colorScheme)
        #expect(model.axes.first?.effectiveDefault == "light")
        let dark = try #require(model.permutationIndex(["mode": "dark"]))
        #expect(model.token(at: TokenPath("bg"), permutation: dark)?.value == .number(0))
    }

    @Test func oneOtherModeGetsADefaultBesideIt() throws {
        let model = try Self.model(#"""
            { "gap": { "$type": "number", "$value": 8, "$extensions": { "mode": { "compact": 4 } } } }
            """#)
        #expect(model.permutations.map(\.description) == ["mode=default", "mode=compact"])
        #expect(model.axes.first?.role == .other)
    }

    @Test(arguments: [
        (["light", "dark"], ["light", "dark"]),
        (["dark"], ["light", "dark"]),
        (["dark", "dim"], ["light", "dark", "dim"]),
        (["compact"], ["default", "compact"]),
        (["default"], ["base", "default"]),
        (["compact", "spacious"], ["compact", "spacious"]),
    ])
    func contextNames(_ named: [String], _ expected: [String]) {
        #expect(InlineModes.contextNames(named: named) == expected)
    }
}
