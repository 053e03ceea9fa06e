import Foundation
import RefractBackend
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

    /// The block that re-declares the aliases written alike everywhere is what makes a nested element's
    /// attribute reach them: without it, Chromium finds nested elements showing their parent's alias value.
    @Test("without the block of aliases written alike, nested attributes compute wrong aliases in Chromium")
    func sharedAliasBlockIsNeeded() throws {
        guard let browser = Chromium.require(), let model = Fixtures.load(Self.fixture) else { return }
        let (context, _) = CSSContextBuilder.build(model, settings: CSSSettings())
        var broken = context
        broken.blocks.removeAll { $0.selectors.count > 2 && $0.selectors.allSatisfy { !$0.contains(" ") } }
        #expect(broken.blocks.count == context.blocks.count - 1)
        let css = try #require(try? Fixtures.templates.render(CSSBackend.templateName, context: broken).get())
        let report = try BrowserCheck(model: CSSAxisReading.read(model), context: broken, css: css).run(browser: browser)
        #expect(report.problems.contains { $0.contains("nested[") && $0.contains("--bg-color-accent") },
                "\(report.problems.prefix(3))")
        #expect(!report.problems.contains { $0.contains("nested[:]") }, "\(report.problems.prefix(3))")
    }

    /// GitHub Primer: an alias whose text is the same in every permutation (`var(--base-color-…)`) is declared
    /// by `:root` and the one block of every attribute value; the scheme, contrast and pair blocks hold only
    /// the tokens whose text changes, so the file is well under half of what it was (455,791 bytes).
    @Test("Primer: aliases written alike are declared once; each block holds only what its text changes")
    func primerDeclaresAliasesOnce() throws {
        guard Corpus.require() else { return }
        let resolver = Corpus.examples.appendingPathComponent("github-primer.resolver.json").path
        let model = try #require(Fixtures.load(resolver))
        let (context, _) = CSSContextBuilder.build(model, settings: CSSSettings())
        let root = try #require(context.blocks.first)
        let rootValues = Dictionary(root.declarations.map { ($0.name, $0.value) }) { first, _ in first }
        let shared = try #require(context.blocks.first { $0.selectors.contains("[data-size=\"fine\"]") && $0.selectors.count > 2 })
        #expect(shared.selectors.contains("[data-color-scheme=\"dark\"]"))
        #expect(shared.declarations.count > 400)
        #expect(shared.declarations.allSatisfy { rootValues[$0.name] == $0.value })
        let sharedNames = Set(shared.declarations.map(\.name))
        for block in context.blocks.dropFirst() where block.selectors != shared.selectors {
            let again = block.declarations.filter { sharedNames.contains($0.name) }
            #expect(again.isEmpty, "\(block.selector): \(again.prefix(3).map(\.name))")
        }
        let dark = try #require(context.blocks.first { $0.selectors == ["[data-color-scheme=\"dark\"]"] && $0.atRules.isEmpty })
        #expect(dark.declarations.count < 120, "\(dark.declarations.count)")
        let css = Fixtures.css(model)
        #expect(css.utf8.count < 200_000, "\(css.utf8.count) bytes")
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
