import Foundation
import RefractOutput
import RefractTestSupport
import RefractWeb
import Testing

/// The module of the every-type fixture as text (`REFRACT_RECORD=1` rewrites the goldens).
@Suite("Web goldens")
struct WebGoldenTests {
    @Test("every DTCG type varying by theme and mode", arguments: ["tokens.js", "tokens.d.ts"])
    func themed(file: String) throws {
        let model = try #require(WebFixtures.load(WebFixtures.themed))
        let text = try #require(WebFixtures.module(model)[file])
        Golden.assertMatches(text, golden: WebFixtures.golden.appendingPathComponent("themed.\(file)"))
    }
}

/// A user's copy of a built-in template replaces it, and changes the output only where the copy differs.
@Suite("Web template overrides")
struct WebTemplateOverrideTests {
    @Test("an edited copy of tokens.d.ts.mustache changes tokens.d.ts, not tokens.js")
    func override() throws {
        let model = try #require(WebFixtures.load(WebFixtures.exampleTokens))
        let name = "web/tokens.d.ts.mustache"
        var templates = WebFixtures.templates
        let builtin = try #require(templates.sources[name])
        templates.override(name, with: builtin.replacingOccurrences(of: "export interface Tokens {", with: "export interface DesignTokens {"))
        let options = PlatformOptions(destination: "web")
        let plain = WebBackend.generate(model, options: options, templates: WebFixtures.templates).files
        let edited = WebBackend.generate(model, options: options, templates: templates).files
        #expect(plain.map(\.path) == ["tokens.js", "tokens.d.ts"])
        #expect(edited[0].contents == plain[0].contents)
        #expect(edited[1].contents.contains("export interface DesignTokens {"))
        #expect(edited[1].contents.replacingOccurrences(of: "DesignTokens {", with: "Tokens {") == plain[1].contents)
    }
}
