import Foundation
import RefractAndroid
import RefractModel
import RefractOutput
import RefractTestSupport
import Testing

@Suite("End to end: aapt and xmllint")
struct EndToEndTests {
    @Test func exampleTokensCompileAndEveryValueMatchesTheModel() throws {
        guard let model = Load.model(TestPaths.tokens), let aapt = Aapt.find() else { return }
        try AndroidCheck.verify(model, aapt: aapt, label: "tokens/")
    }

    static let corpusResolvers = [
        "adobe-spectrum", "figma-sds", "github-primer", "ibm-carbon", "microsoft-fluent", "shopify-polaris",
    ]

    @Test(arguments: corpusResolvers)
    func corpusDesignSystemCompiles(_ name: String) throws {
        guard Corpus.require(), let aapt = Aapt.find() else { return }
        guard let model = Load.model(Corpus.examples.appendingPathComponent("\(name).resolver.json").path) else { return }
        try AndroidCheck.verify(model, aapt: aapt, label: name)
    }
}
