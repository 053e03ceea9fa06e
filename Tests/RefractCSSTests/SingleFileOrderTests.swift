import Foundation
import RefractBackend
import RefractCSS
import RefractModel
import RefractOutput
import RefractTestSupport
import Testing

/// Why the CSS is one file: blocks of equal specificity rely on their order, an element's own attribute
/// coming after an ancestor's. Files per theme, loaded after the rest as a page would load them, move every
/// block of a theme after every other block, so an element that returns to the default theme under a themed
/// ancestor (`<html data-theme="festive"><div data-theme="standard" data-contrast="more">`) can take the
/// ancestor's values. This test keeps that constraint documented by showing it, on the fixture whose tokens
/// depend on theme, contrast and mode together (in the example, aliases keep each token on one modifier).
@Suite("Chromium: the file's block order", .serialized)
struct SingleFileOrderTests {
    @Test("the festive blocks moved after the others (a per-theme file) break nested themes")
    func perThemeOrderBreaksNestedThemes() throws {
        guard let browser = Chromium.require(), let model = Fixtures.load(Fixtures.contrast) else { return }
        let (context, _) = CSSContextBuilder.build(model, settings: CSSSettings())
        var moved = context
        let isFestive = { (block: CSSBlock) in block.selectors.contains { $0.contains("data-theme=\"festive\"") } }
        moved.blocks = context.blocks.filter { !isFestive($0) } + context.blocks.filter(isFestive)
        #expect(moved.blocks.count == context.blocks.count)
        #expect(moved.blocks.map(\.selector) != context.blocks.map(\.selector))
        let css = try #require(try? Fixtures.templates.render(CSSBackend.templateName, context: moved).get())
        let report = try BrowserCheck(model: model, context: moved, css: css).run(browser: browser)
        let nested = report.problems.filter { $0.contains("nested[") && !$0.contains("nested[:]") }
        print("per-theme order: \(report.problems.count) wrong values, \(nested.count) on nested elements")
        #expect(!nested.isEmpty, "the per-theme order passed: per-theme files would need no constraint")
        #expect(report.problems.allSatisfy { !$0.contains("nested[:]") }, "\(report.problems.prefix(3))")
    }

    /// With `themeFiles`, the same order (the festive file loaded after the main one) is right: every block
    /// sits in a cascade layer the main file orders as one file would.
    @Test("themeFiles: the main file, then the festive file, computes the model's value everywhere")
    func themeFilesInLayers() throws {
        guard let model = Fixtures.load(Fixtures.contrast) else { return }
        let settings = ["themeFiles": "true"]
        let result = CSSBackend.generate(
            model, options: PlatformOptions(destination: "css", settings: settings), templates: Fixtures.templates)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(result.files.map(\.path) == ["tokens.css", "tokens.festive.css"])
        let main = try #require(result.files.first?.contents)
        let festive = try #require(result.files.last?.contents)
        #expect(main.contains("@layer refract-0, refract-1,"))
        #expect(!main.contains("data-theme=\"festive\""))
        #expect(festive.contains("data-theme=\"festive\""))
        #expect(!festive.contains("@layer refract-0, "))
        Golden.assertMatches(
            result.files.map { "/* \($0.path) */\n" + $0.contents }.joined(separator: "\n"),
            golden: GoldenTests.folder.appendingPathComponent("contrast.theme-files.css"))
        guard let browser = Chromium.require() else { return }
        let (parsed, _) = CSSSettings.parse(settings)
        var (context, _) = CSSContextBuilder.build(model, settings: parsed)
        let files = CSSThemeFiles.files(context, fileName: "tokens.css")
        context.blocks = files.flatMap(\.context.blocks)
        let report = try BrowserCheck(model: model, context: context, css: main + "\n" + festive).run(browser: browser)
        print("theme files: \(report.checkedValues) values checked, \(report.problems.count) wrong")
        #expect(report.checkedValues > 1000)
        #expect(report.problems.isEmpty, "\(report.problems.prefix(10).joined(separator: "\n"))")
    }
}
