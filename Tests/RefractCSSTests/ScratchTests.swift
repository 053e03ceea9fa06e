import Testing
import RefractKit
@testable import RefractCSS

@Test func scratch() throws {
    let r = TokenLoader.run(LoadRequest(inputs: [Fixtures.themed]))
    print(r.diagnostics.map { "\($0.severity) \($0.code) \($0.message)" })
    guard let model = r.model else { return }
    print(Fixtures.css(model).prefix(6000))
}
