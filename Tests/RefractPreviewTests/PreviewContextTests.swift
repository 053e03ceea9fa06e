import RefractModel
@testable import RefractPreview
import Testing

@Suite("Preview context")
struct PreviewContextTests {
    @Test func placeholder() {
        #expect(PreviewCSS.number(0.1058823529) == "0.105882")
    }
}
