import Foundation
import RefractCSS
import RefractModel
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
}
