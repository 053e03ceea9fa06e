import Foundation
import RefractCSS
import RefractModel
import RefractOutput
import Testing

/// End to end: the generated CSS in real headless Chromium, every token's computed value checked against
/// the model under emulated light and dark, with attributes on `<html>` and on a nested element.
@Suite("Chromium", .serialized)
struct ChromiumTests {
    static let strategies = ["media", "light-dark", "both"]

    @Test("example tokens/ (2 themes × 2 modes)", arguments: strategies)
    func exampleTokens(colorScheme: String) throws {
        try check(Fixtures.exampleTokens, settings: ["colorScheme": colorScheme])
    }

    @Test("themed fixture: every type varying by theme and mode", arguments: strategies)
    func themedFixture(colorScheme: String) throws {
        try check(Fixtures.themed, settings: ["colorScheme": colorScheme])
    }

    @Test("contrast fixture: theme × mode × contrast interacting", arguments: strategies)
    func contrastFixture(colorScheme: String) throws {
        try check(Fixtures.contrast, settings: ["colorScheme": colorScheme])
    }

    @Test("the Swift backend's contrast fixture", arguments: strategies)
    func swiftContrastFixture(colorScheme: String) throws {
        try check(Fixtures.swiftContrast, settings: ["colorScheme": colorScheme])
    }

    /// Registered as `<color>` and `<length>`, the properties compute to the same values everywhere.
    @Test("registered properties: example tokens and every type", arguments: strategies)
    func registeredProperties(colorScheme: String) throws {
        try check(Fixtures.exampleTokens, settings: ["colorScheme": colorScheme, "registerProperties": "true"])
        try check(Fixtures.themed, settings: ["colorScheme": colorScheme, "registerProperties": "true"])
    }

    /// `schemeAttribute: class`: the scheme chosen by `.dark`/`.light`, the theme still by its attribute.
    @Test("scheme by class", arguments: strategies)
    func schemeByClass(colorScheme: String) throws {
        try check(Fixtures.exampleTokens, settings: ["colorScheme": colorScheme, "schemeAttribute": "class"])
        try check(Fixtures.contrast, settings: ["colorScheme": colorScheme, "schemeAttribute": "class"])
    }

    @Test("contrast with custom attribute names")
    func contrastCustomAttributes() throws {
        try check(
            Fixtures.contrast,
            settings: ["themeAttribute": "data-brand", "schemeAttribute": "data-mode", "contrastAttribute": "data-a11y"])
    }

    @Test("every DTCG type, resolved aliases, gradient direction and custom attributes")
    func allTypesResolved() throws {
        try check(
            Fixtures.themed,
            settings: [
                "resolveAliases": "true", "gradientDirection": "to right", "themeAttribute": "data-brand",
                "schemeAttribute": "data-mode",
            ])
    }

    /// A description with `*/`, `</style>` or an escape must not end the comment, a `<style>` element or a
    /// value early: the CSS never holds `</style` (so it can be inlined as it is), and every token after the
    /// hostile one still computes right in Chromium.
    @Test("hostile names and descriptions stay inside their comments")
    func hostileText() throws {
        guard let model = Fixtures.load(Fixtures.everyType) else { return }
        let css = Fixtures.css(model)
        #expect(css.contains("ends * / opens"), "the hostile description is in the CSS, defused")
        #expect(!css.lowercased().contains("</style"))
        try check(Fixtures.everyType, settings: [:], minimumValues: 20)
    }

    private func check(
        _ input: String, settings: [String: String], minimumValues: Int = 101,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        guard let browser = Chromium.require(sourceLocation: sourceLocation),
            let model = Fixtures.load(input, sourceLocation: sourceLocation)
        else { return }
        let (parsed, _) = CSSSettings.parse(settings)
        let (context, diagnostics) = CSSContextBuilder.build(model, settings: parsed)
        #expect(diagnostics.isEmpty, sourceLocation: sourceLocation)
        let css = Fixtures.css(model, settings: settings, sourceLocation: sourceLocation)
        let report = try BrowserCheck(model: model, context: context, css: css).run(browser: browser)
        #expect(report.checkedValues >= minimumValues, sourceLocation: sourceLocation)
        print("\(input.split(separator: "/").last ?? "") \(settings): checked \(report.checkedValues) computed values")
        #expect(
            report.problems.isEmpty,
            "\(report.problems.count) problems:\n\(report.problems.prefix(25).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }
}

/// The browser check itself must fail on wrong CSS: a changed value, an invalid declaration, and the
/// re-declaration of aliases left out of the theme blocks (the nested-theme trap).
@Suite("Chromium check catches mistakes", .serialized)
struct ChromiumCheckSelfTests {
    @Test func wrongValueInvalidDeclarationAndMissingAliasRedeclarationAreReported() throws {
        guard let browser = Chromium.require(), let model = Fixtures.load(Fixtures.exampleTokens) else { return }
        let (context, _) = CSSContextBuilder.build(model, settings: CSSSettings())
        let css = Fixtures.css(model)
        var broken = context
        // Aliases dropped from every theme block: nested themes then inherit :root's substituted value.
        for index in broken.blocks.indices where broken.blocks[index].selector.hasPrefix("[data-theme=") {
            broken.blocks[index].declarations.removeAll { $0.name == "--color-primary" }
        }
        let brokenCSS = try #require(
            try? Fixtures.templates.render(CSSBackend.templateName, context: broken).get())
            .replacingOccurrences(of: "--palette-ink: #1a1c1e;", with: "--palette-ink: #6a1c1e;")
            .replacingOccurrences(of: "--size-card-height: 120px;", with: "--size-card-height: 120px);")
        let report = try BrowserCheck(model: model, context: broken, css: brokenCSS).run(browser: browser)
        #expect(report.problems.contains { $0.contains("--palette-ink") })
        #expect(report.problems.contains { $0.contains("dropped") || $0.contains("kept") })
        #expect(report.problems.contains { $0.contains("nested") && $0.contains("--color-primary") })
        // And the real output passes the same check.
        let good = try BrowserCheck(model: model, context: context, css: css).run(browser: browser)
        #expect(good.problems.isEmpty)
        print("checked \(good.checkedValues) computed values")
    }

    /// Without the `prefers-contrast` blocks, or without the contrast attribute's own blocks, the check fails:
    /// the emulation reaches the page and the attribute configurations are really read.
    @Test func missingContrastBlocksAreReported() throws {
        guard let browser = Chromium.require(), let model = Fixtures.load(Fixtures.contrast) else { return }
        let (context, _) = CSSContextBuilder.build(model, settings: CSSSettings())
        var withoutMedia = context
        withoutMedia.blocks.removeAll { $0.atRules.contains { $0.rule.contains("prefers-contrast") } }
        var withoutAttribute = context
        withoutAttribute.blocks.removeAll { $0.selectors == ["[data-contrast=\"more\"]"] }
        #expect(withoutMedia.blocks.count < context.blocks.count)
        #expect(withoutAttribute.blocks.count < context.blocks.count)
        for (broken, expected) in [(withoutMedia, "light+more html[:] nested[:]"),
                                   (withoutAttribute, "light html[\"data-contrast\": \"more\"] nested[:]")] {
            let css = try #require(try? Fixtures.templates.render(CSSBackend.templateName, context: broken).get())
            let report = try BrowserCheck(model: model, context: broken, css: css).run(browser: browser)
            #expect(report.problems.contains { $0.hasPrefix(expected) }, "\(report.problems.prefix(3))")
        }
    }
}
