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
}
