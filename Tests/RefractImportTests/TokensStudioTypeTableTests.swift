import RefractModel
import Testing

/// The Tokens Studio types docs/importing.md's table maps that were missing or kept unemitted: its motion tokens
/// (`transition`) are DTCG transitions; `asset`, `text`, `textCase` and `textDecoration` are text (`string`), which
/// platforms emit; multi-value spacing stays out of the outputs (`custom-spacing`: as text, CSS would quote it).
@Suite("Tokens Studio types")
struct TokensStudioTypeTableTests {
    static let source = ##"""
        { "motion": { "value": { "duration": "200ms", "delay": "0ms", "timingFunction": [0.4, 0, 0.2, 1] }, "type": "transition" },
          "logo": { "value": "https://example.com/logo.svg", "type": "asset" },
          "label": { "value": "Hello", "type": "text" },
          "caps": { "value": "uppercase", "type": "textCase" },
          "under": { "value": "underline", "type": "textDecoration" },
          "pad": { "value": "8px 16px", "type": "spacing" } }
        """##

    @Test func eachTypeReadsAsTheTableSays() throws {
        let load = try Studio.load(Self.source)
        #expect(Studio.errors(load) == [])
        let model = try #require(load.model)
        #expect(model.value("motion") == .transition(Transition(
            duration: Duration(200, .ms), delay: Duration(0, .ms), timingFunction: CubicBezier(0.4, 0, 0.2, 1))))
        #expect(model.value("logo")?.stringText == "https://example.com/logo.svg")
        #expect(model.value("label")?.stringText == "Hello")
        #expect(model.value("caps")?.stringText == "uppercase")
        #expect(model.value("under")?.stringText == "underline")
        #expect(model.value("pad")?.typeName == "custom-spacing")
        #expect(model.value("pad")?.stringText == nil)
        #expect(load.diagnostics.contains { $0.message.contains("type 'asset' has no DTCG equivalent; its tokens are kept as 'string', which platforms emit as text") })
    }
}
