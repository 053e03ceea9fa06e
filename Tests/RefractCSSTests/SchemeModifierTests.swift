import Foundation
import RefractCSS
import RefractModel
import RefractTestSupport
import Testing

/// A modifier whose contexts are colour schemes and their increased-contrast variants (GitHub Primer's
/// `theme`: `light`, `light-hc`, `dark`, `dark-hc`) is read as Swift reads it: the colour scheme
/// (`prefers-color-scheme`, the scheme attribute) and the contrast (`prefers-contrast: more`, the contrast
/// attribute), with an independent modifier (size) as its own attribute, combined rather than multiplied.
@Suite("Schemes in one modifier")
struct SchemeModifierTests {
    static var fixture: String { Fixtures.folder.appendingPathComponent("schemes/schemes.resolver.json").path }

    @Test("the modifier becomes a colour scheme and a contrast; a dimmed variant stays an attribute value")
    func reading() throws {
        let model = try #require(Fixtures.load(Self.fixture))
        let read = CSSAxisReading.read(model)
        #expect(read.axes.map(\.name) == ["theme", "contrast", "size"])
        #expect(read.axes.map(\.role) == [.colorScheme, .contrast, .other])
        #expect(read.axes[0].contexts == ["light", "dark", "dark-dimmed"])
        #expect(read.axes[1].contexts == ["standard", "more"])
        // light, dark: their -hc contexts are their increased contrast; dark-dimmed keeps its values there.
        #expect(read.permutations.count == 6 * 3)
        func value(_ inputs: [String: String]) -> TokenValue? {
            read.permutationIndex(inputs).flatMap { read.token(at: TokenPath("fgColor.default"), permutation: $0)?.value }
        }
        func original(_ inputs: [String: String]) -> TokenValue? {
            model.permutationIndex(inputs).flatMap { model.token(at: TokenPath("fgColor.default"), permutation: $0)?.value }
        }
        #expect(value(["theme": "dark", "contrast": "more", "size": "fine"]) == original(["theme": "dark-hc", "size": "fine"]))
        #expect(value(["theme": "light", "contrast": "standard", "size": "default"]) == original(["theme": "light", "size": "default"]))
        #expect(value(["theme": "dark-dimmed", "contrast": "more", "size": "coarse"])
            == original(["theme": "dark-dimmed", "size": "coarse"]))
        #expect(read.defaultPermutationIndex != nil)
    }

    @Test("a model without such a modifier is read unchanged")
    func unchanged() throws {
        for path in [Fixtures.exampleTokens, Fixtures.contrast] {
            let model = try #require(Fixtures.load(path))
            let read = CSSAxisReading.read(model)
            #expect(read.axes == model.axes)
            #expect(read.permutations == model.permutations)
        }
    }

    @Test("the CSS uses the media queries and the scheme, contrast and size attributes, never a theme attribute")
    func selectors() throws {
        let model = try #require(Fixtures.load(Self.fixture))
        let css = Fixtures.css(model)
        for expected in [
            "@media (prefers-color-scheme: dark)", "@media (prefers-contrast: more)",
            "@media (prefers-color-scheme: dark) and (prefers-contrast: more)", "[data-color-scheme=\"dark\"]",
            "[data-color-scheme=\"dark-dimmed\"]", "[data-contrast=\"more\"]", "[data-size=\"coarse\"]",
            "color-scheme: light dark;", "[data-color-scheme=\"dark-dimmed\"] {\n  color-scheme: dark;",
        ] {
            #expect(css.contains(expected), "\(expected)")
        }
        #expect(!css.contains("data-theme"))
        Golden.assertMatches(css, golden: GoldenTests.folder.appendingPathComponent("schemes.css"))
    }

    @Test("a scheme block under prefers-contrast: more declares only what its plain block does not already give")
    func repeatedBlocksDeclareDifferencesOnly() throws {
        let model = try #require(Fixtures.load(Self.fixture))
        let (context, _) = CSSContextBuilder.build(model, settings: CSSSettings())
        for scheme in ["light", "dark"] {
            func block(_ atRules: [String]) -> CSSBlock? {
                context.blocks.first {
                    $0.selectors == ["[data-color-scheme=\"\(scheme)\"]"] && $0.atRules.map(\.rule) == atRules
                }
            }
            let plain = try #require(block([]))
            let more = try #require(block(["@media (prefers-contrast: more)"]))
            let plainValues = Dictionary(plain.declarations.map { ($0.name, $0.value) }) { first, _ in first }
            #expect(more.declarations.contains { $0.name.hasPrefix("--") }, "\(scheme)")
            // The same text again is needed only for an alias, whose target changed on this element.
            let repeated = more.declarations.filter {
                $0.name.hasPrefix("--") && plainValues[$0.name] == $0.value && !$0.value.contains("var(")
            }
            #expect(repeated.isEmpty, "\(scheme): \(repeated.map(\.name))")
        }
    }

    @Test("in Chromium, every attribute combination under every emulated preference computes the model's value")
    func chromium() throws {
        guard let browser = Chromium.require(), let model = Fixtures.load(Self.fixture) else { return }
        let (context, diagnostics) = CSSContextBuilder.build(model, settings: CSSSettings())
        #expect(diagnostics.isEmpty)
        let report = try BrowserCheck(model: CSSAxisReading.read(model), context: context, css: Fixtures.css(model))
            .run(browser: browser)
        print("schemes: checked \(report.checkedValues) computed values, \(report.problems.count) wrong")
        #expect(report.checkedValues > 100)
        #expect(report.problems.isEmpty, "\(report.problems.prefix(25).joined(separator: "\n"))")
    }
}
