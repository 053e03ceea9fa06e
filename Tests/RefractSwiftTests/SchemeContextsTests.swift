import Foundation
import RefractModel
import RefractOutput
import RefractSwift
import RefractTestSupport
import RefractThemes
import Testing

/// A modifier whose contexts are colour schemes and their increased-contrast variants (GitHub Primer's `theme`:
/// `light`, `light-hc`, `dark`, `dark-hc`) is one adaptive theme, not a theme per context; a context that is
/// neither (`dark-dimmed`) is left out with a located warning. Swift, JSON and Compose share the layout.
@Suite("Scheme contexts in one modifier")
struct SchemeContextsTests {
    static var fixture: String {
        TestSupport.fixtures.appendingPathComponent("scheme-contexts/scheme-contexts.resolver.json").path
    }

    @Test func githubPrimersThemeModifierIsTheColourSchemeWithIncreasedContrast() throws {
        let path = Corpus.examples.appendingPathComponent("github-primer.resolver.json").path
        guard FileManager.default.fileExists(atPath: path) else {
            TestEnvironment.missing(path)
            return
        }
        let model = try #require(TestSupport.load(path))
        let layout = ThemeLayout(model)
        // Three themes of the size modifier, not 4 schemes × 3 sizes.
        #expect(layout.themes.map(\.name) == ["default", "coarse", "fine"])
        for theme in layout.themes {
            let inputs = [
                theme.lightPermutation, theme.darkPermutation, theme.lightIncreasedContrastPermutation,
                theme.darkIncreasedContrastPermutation,
            ].map { $0.flatMap { model.permutations[$0].inputs["theme"] } }
            #expect(inputs == ["light", "dark", "light-hc", "dark-hc"], "\(theme.name)")
        }
        let colors = try #require(layout.collections.first { $0.kind == .colors })
        let differing = colors.members.indices.filter { member in
            let value = colors.value(member, theme: 0)
            return value.lightIncreasedContrast != value.light && value.darkIncreasedContrast != value.dark
        }
        #expect(!differing.isEmpty, "some colour differs at increased contrast in light and in dark")
        #expect(layout.diagnostics(platform: "swift").filter { $0.code.rawValue == "swift.scheme-context-dropped" }.isEmpty)
    }

    @Test func aContextThatIsNeitherSchemeNorContrastIsDroppedWithALocatedWarning() throws {
        let model = try #require(TestSupport.load(Self.fixture))
        let layout = ThemeLayout(model)
        #expect(layout.themes.map(\.name) == ["default"])
        let colors = try #require(layout.collections.first { $0.kind == .colors })
        let bg = colors.value(0, theme: 0)
        func hex(_ value: ThemeValue?) -> String? {
            guard case .color(let c) = value else { return nil }
            return [c.red, c.green, c.blue].map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
        }
        #expect(hex(bg.light) == "ffffff")
        #expect(hex(bg.dark) == "111111")
        #expect(hex(bg.lightIncreasedContrast) == "f0f0f0")
        // No dark-hc: dark keeps its own value at increased contrast, never light's.
        #expect(hex(bg.darkIncreasedContrast) == "111111")
        for platform in ["swift", "json", "compose"] {
            let dropped = layout.diagnostics(platform: platform).filter { $0.code.rawValue == "\(platform).scheme-context-dropped" }
            #expect(dropped.count == 1)
            let warning = try #require(dropped.first)
            #expect(warning.severity == .warning)
            #expect(warning.message == "context 'dark-dimmed' of modifier 'theme' is neither a colour scheme nor one at increased contrast; the themes leave it out")
            #expect(warning.span?.file.hasSuffix("scheme-contexts.resolver.json") == true)
            #expect(warning.span?.start.line == 10)
        }
    }

    @Test(arguments: [
        (["light", "light-hc", "dark", "dark-hc"], "light-hc", "dark-hc", [String]()),
        (["light", "dark", "light_high_contrast", "darkHighContrast"], "light_high_contrast", "darkHighContrast", []),
        (["light", "dark", "dark-dimmed", "light-colorblind"], nil, nil, ["dark-dimmed", "light-colorblind"]),
    ])
    func contextsReadAsSchemes(_ contexts: [String], _ lightIncreased: String?, _ darkIncreased: String?, _ dropped: [String]) throws {
        let read = try #require(ThemeSchemeContexts(Axis(name: "theme", contexts: contexts, role: .theme)))
        #expect(read.lightIncreasedContrast == lightIncreased)
        #expect(read.darkIncreasedContrast == darkIncreased)
        #expect(read.dropped == dropped)
    }

    @Test(arguments: [["light", "dark", "christmas"], ["light-hc", "dark-hc"], ["standard", "christmas"]])
    func contextsThatAreNotSchemesStayThemes(_ contexts: [String]) {
        #expect(ThemeSchemeContexts(Axis(name: "theme", contexts: contexts, role: .theme)) == nil)
    }
}
