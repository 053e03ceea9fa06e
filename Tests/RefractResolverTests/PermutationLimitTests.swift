import RefractDiagnostics
import RefractParser
import Testing

/// A resolver whose modifiers multiply past `ResolverPlan.maximumPermutations` is refused before any
/// permutation is resolved, naming the count and the modifiers that make it.
@Suite("Permutation limit")
struct PermutationLimitTests {
    /// `count` modifiers of two contexts each, one per line (modifier `m0` on line 4).
    static func resolver(modifiers count: Int) -> String {
        let modifiers = (0..<count).map { """
                "m\($0)": { "contexts": { "off": [], "on": [] }, "default": "off" }
            """ }
        let order = (0..<count).map { "{ \"$ref\": \"#/modifiers/m\($0)\" }" }
        return """
            {
              "version": "2025.10",
              "modifiers": {
            \(modifiers.joined(separator: ",\n"))
              },
              "resolutionOrder": [\(order.joined(separator: ", "))]
            }
            """
    }

    @Test func tooManyPermutationsAreAnErrorAtTheModifierThatPassesTheLimit() throws {
        let plan = try #require(parseResolver(Self.resolver(modifiers: 13))?.plan)
        let (permutations, diagnostics) = plan.permutations()
        #expect(permutations.isEmpty)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.code.rawValue == "resolver.too-many-permutations")
        #expect(diagnostic.message == "the modifiers make 8,192 permutations, more than the limit of 4,096")
        #expect(diagnostic.label == "the permutations pass 4,096 here")
        // `m12` is the thirteenth modifier: its line is the one the 4,097th permutation needs.
        #expect(diagnostic.span?.start.line == 16)
        #expect(diagnostic.notes.map(\.message) == [
            (0..<13).map { "'m\($0)' (2 contexts)" }.joined(separator: " × "),
        ])
        #expect(diagnostic.help == "resolve fewer at a time: each '--input modifier=context' divides the count by "
            + "that modifier's contexts; or merge modifiers that always change together into one")
    }

    @Test func inputsThatNarrowBelowTheLimitResolve() throws {
        let plan = try #require(parseResolver(Self.resolver(modifiers: 13))?.plan)
        let (permutations, diagnostics) = plan.permutations(for: ["m0": "on", "m1": "off"])
        #expect(diagnostics.isEmpty)
        #expect(permutations.count == 2_048)
        // Fixed modifiers do not count among those that multiply.
        let (_, over) = plan.permutations(for: ["m0": "on"], limit: 2_048)
        #expect(over.first?.notes.first?.message.hasPrefix("'m1' (2 contexts) × ") == true)
        #expect(over.first?.message == "the modifiers make 4,096 permutations, more than the limit of 2,048")
    }

    @Test func atTheLimitEveryPermutationIsResolved() throws {
        let plan = try #require(parseResolver(Self.resolver(modifiers: 12))?.plan)
        let (permutations, diagnostics) = plan.permutations()
        #expect(diagnostics.isEmpty)
        #expect(permutations.count == ResolverPlan.maximumPermutations)
    }

    /// Sixty-four modifiers overflow an `Int` product: the count is said to be beyond any number.
    @Test func aProductBeyondIntIsReportedWithoutOverflow() throws {
        let plan = try #require(parseResolver(Self.resolver(modifiers: 64))?.plan)
        let (permutations, diagnostics) = plan.permutations()
        #expect(permutations.isEmpty)
        #expect(diagnostics.map(\.message) == [
            "the modifiers make more than 9,223,372,036,854,775,807 permutations, more than the limit of 4,096",
        ])
    }
}
