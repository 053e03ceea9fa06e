import Testing
@testable import RefractCSS

@Test func scratch() throws {
    guard let model = Fixtures.load(Fixtures.exampleTokens) else { return }
    print(Fixtures.css(model))
    print(Fixtures.css(model, settings: ["colorScheme": "light-dark"]))
}
