import RefractDiagnostics
import Testing

/// A declared modifier that `resolutionOrder` never references varies nothing: a warning at its name.
@Suite("Unused modifiers")
struct UnusedModifierTests {
    @Test(arguments: [
        (##"{ "version": "2025.10", "resolutionOrder": [{ "$ref": "#/sets/s" }], "sets": { "s": { "sources": [] } }, "modifiers": { "mode": { "contexts": { "light": [], "dark": [] } } } }"##,
         ["modifier 'mode' is never used: 'resolutionOrder' does not reference it"]),
        (##"{ "version": "2025.10", "resolutionOrder": [{ "$ref": "#/modifiers/mode" }], "modifiers": { "mode": { "contexts": { "light": [], "dark": [] } }, "size": { "contexts": { "s": [] } } } }"##,
         ["modifier 'size' is never used: 'resolutionOrder' does not reference it"]),
        (##"{ "version": "2025.10", "resolutionOrder": [{ "$ref": "#/modifiers/mode" }], "modifiers": { "mode": { "contexts": { "light": [], "dark": [] } } } }"##,
         []),
    ] as [(String, [String])])
    func unused(_ json: String, messages: [String]) throws {
        let result = try #require(parseResolver(json))
        let found = result.diagnostics.filter { $0.code.rawValue == "resolver.unused-modifier" }
        #expect(found.map(\.message) == messages)
        #expect(found.allSatisfy { $0.severity == .warning && $0.span?.start.line == 1 })
        #expect(found.map(\.help) == messages.map { message in
            let name = message.split(separator: "'")[1]
            return "add { \"$ref\": \"#/modifiers/\(name)\" } to 'resolutionOrder', or remove the modifier"
        })
    }
}
