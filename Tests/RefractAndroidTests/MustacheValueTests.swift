import RefractAndroid
import RefractTemplates
import Testing

/// The templates see each file built directly exactly as the generic encoder would give it.
@Suite("Android template value")
struct AndroidMustacheValueTests {
    @Test("the direct value equals the encoded one", arguments: [TestPaths.tokens, AllTypesTests.path])
    func directValueEqualsEncoded(path: String) throws {
        guard let model = Load.model(path) else { return }
        let context = AndroidContextBuilder.build(model, options: .init(destination: "android")).context
        #expect(!context.valuesFiles.isEmpty)
        for file in context.valuesFiles { #expect(file.mustacheValue == (try MustacheValue(encoding: file))) }
        for file in context.styleFiles { #expect(file.mustacheValue == (try MustacheValue(encoding: file))) }
        for file in context.gradients { #expect(file.mustacheValue == (try MustacheValue(encoding: file))) }
        for file in context.interpolators { #expect(file.mustacheValue == (try MustacheValue(encoding: file))) }
    }
}
