import Foundation
import RefractAndroid
import RefractModel
import RefractOutput
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
        guard TestPaths.requireShared(), let aapt = Aapt.find() else { return }
        guard let model = Load.model(TestPaths.corpus.appendingPathComponent("\(name).resolver.json").path) else { return }
        try AndroidCheck.verify(model, aapt: aapt, label: name)
    }
}
