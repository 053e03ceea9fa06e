import Foundation
import RefractCSS
import RefractModel
import RefractTestSupport
import Testing

/// Every design system of dtcg-examples, every permutation: the CSS loads in Chromium with no rule or
/// declaration dropped, and each token computes to the model's value for each theme, scheme and other
/// modifier set on `<html>`.
@Suite("dtcg-examples in Chromium", .serialized)
struct CorpusTests {
    static let systems = [
        "adobe-spectrum", "figma-sds", "github-primer", "ibm-carbon", "microsoft-fluent", "shopify-polaris",
    ]

    @Test(arguments: systems)
    func loadsWithNothingDropped(system: String) throws {
        guard Corpus.require(), let browser = Chromium.require() else { return }
        let resolver = Corpus.examples.appendingPathComponent("\(system).resolver.json").path
        guard let model = Fixtures.load(resolver) else { return }
        let (context, diagnostics) = CSSContextBuilder.build(model, settings: CSSSettings())
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message).prefix(5))")
        let css = Fixtures.css(model)
        let report = try BrowserCheck(model: CSSAxisReading.read(model), context: context, css: css, nesting: false).run(browser: browser)
        let declarations = context.blocks.reduce(0) { $0 + $1.declarations.count }
        print("\(system): \(model.permutations.count) permutations, \(context.blocks.count) rules, "
            + "\(declarations) declarations kept, \(report.checkedValues) computed values checked")
        #expect(report.checkedValues > 0)
        #expect(
            report.problems.isEmpty,
            "\(report.problems.count) problems:\n\(report.problems.prefix(25).joined(separator: "\n"))")
    }

    /// GitHub Primer with attributes on `<html>` and on a nested element, every pair, under every emulated
    /// preference: the aliases declared once (the block of every attribute value) and the scheme × contrast
    /// blocks reach nested elements. A sample of tokens, each kind of block's: aliases written alike, the base
    /// colours they read, tokens that change text with the scheme and with the contrast, and size tokens.
    @Test("github-primer, nested attributes, a sample of tokens")
    func primerNested() throws {
        guard Corpus.require(), let browser = Chromium.require() else { return }
        let resolver = Corpus.examples.appendingPathComponent("github-primer.resolver.json").path
        guard let model = Fixtures.load(resolver) else { return }
        let (context, _) = CSSContextBuilder.build(model, settings: CSSSettings())
        var sample: Set<String> = []
        for block in context.blocks.dropFirst() {
            for declaration in block.declarations.prefix(12) where !declaration.path.isEmpty {
                sample.insert(declaration.name)
                if let target = declaration.value.firstMatch(of: /var\((--[A-Za-z0-9_-]+)\)/)?.1 { sample.insert(String(target)) }
            }
        }
        #expect(sample.count > 30)
        let chosen = sample
        let report = try BrowserCheck(
            model: CSSAxisReading.read(model), context: context, css: Fixtures.css(model), nesting: true,
            checksProperty: { chosen.contains($0) }
        ).run(browser: browser)
        print("github-primer nested: \(sample.count) tokens, \(report.checkedValues) computed values checked")
        #expect(report.checkedValues > 100_000)
        #expect(report.problems.isEmpty, "\(report.problems.count) problems:\n\(report.problems.prefix(25).joined(separator: "\n"))")
    }
}
