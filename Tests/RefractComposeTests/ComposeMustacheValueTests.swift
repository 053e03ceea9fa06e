import RefractCompose
import RefractOutput
import RefractTemplates
import RefractTestSupport
import Testing

/// The templates see the context built directly exactly as the generic encoder would give it.
@Suite("Compose template value")
struct ComposeMustacheValueTests {
    @Test("the direct value equals the encoded one", arguments: ["example", "every-type", "figma-sds"])
    func directValueEqualsEncoded(input: String) throws {
        // figma-sds is read from the shared corpora, which a user's clone lacks.
        if input == "figma-sds" { guard Corpus.require() else { return } }
        let path = switch input {
        case "example": TestSupport.exampleTokens
        case "every-type": TestSupport.everyTypeTokens
        default: TestSupport.corpora.appendingPathComponent("\(input).resolver.json").path
        }
        guard let model = TestSupport.load(path) else { return }
        let (context, _) = ComposeBackend.context(model, options: PlatformOptions(destination: "compose"))
        #expect(!context.collections.isEmpty)
        #expect(context.mustacheValue == (try MustacheValue(encoding: context)))
    }
}
