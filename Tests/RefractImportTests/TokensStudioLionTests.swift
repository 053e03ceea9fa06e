import RefractModel
import RefractTestSupport
import Testing

@testable import RefractImport

/// Tokens Studio's two-axis example (brand × colour) read as Tokens Studio.
@Suite("Tokens Studio: the lion example")
struct TokensStudioLionTests {
    @Test func themesBecomeTwoModifiersAndSixPermutations() throws {
        guard Corpus.require() else { return }
        let project = try studioProject(folder: "corpora/tokens-studio-lion/tokens")
        #expect(project.tokenCount == 49)
        #expect(project.plan.modifiers.map(\.name) == ["brand", "color"])
        #expect(project.plan.modifiers.map { $0.contexts.map(\.name) } == [["Casual", "Business"], ["Green", "Blue", "Purple"]])
        let resolved = resolve(project)
        #expect(resolved.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        #expect(resolved.model.permutations.count == 6)
        let green = ColorValue(space: .srgb, components: [0x38 / 255.0, 0xa1 / 255.0, 0x69 / 255.0], hex: "#38a169")
        #expect(resolved.model.value("button.bg.color", ["brand": "Business", "color": "Green"]) == .color(green))
        #expect(resolved.model.value("borderRadius.default", ["brand": "Casual", "color": "Blue"]) == .dimension(Dimension(8, .px)))
        #expect(resolved.model.value("borderRadius.default", ["brand": "Business", "color": "Blue"]) == .dimension(Dimension(0, .px)))
    }
}
