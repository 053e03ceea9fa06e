import Foundation
import RefractCSS
import RefractModel
import RefractOutput
import RefractWeb
import Testing

@Suite("Web context")
struct WebContextTests {
    @Test("the example: every permutation, modifiers with their defaults, the default permutation first")
    func examplePermutations() throws {
        let model = try #require(WebFixtures.load(WebFixtures.exampleTokens))
        let (context, diagnostics) = WebBackend.context(model, options: PlatformOptions(destination: "web"))
        #expect(diagnostics.isEmpty)
        #expect(context.modifiers.map(\.key) == [#""theme""#, #""mode""#])
        #expect(context.modifiers.map(\.union) == [#""standard" | "christmas""#, #""light" | "dark""#])
        #expect(context.modifiers.map(\.defaultContext) == [#""standard""#, #""light""#])
        #expect(context.permutations.count == 4)
        #expect(context.permutations[context.defaultPermutation].inputs == #"{ "theme": "standard", "mode": "light" }"#)
        func value(_ path: String, _ lines: [WebLine]) -> String? { lines.first { $0.path == path }?.value }
        // The default permutation in full as the base; a context's layer holds only what it changes.
        #expect(value("color.primary", context.base) == ##""#1b8188""##)
        #expect(value("spacing.large", context.base) == #""1.5rem""#)
        #expect(value("font.weight.bold", context.base) == "600")
        #expect(context.layers.map(\.key) == [#""theme""#, #""mode""#])
        let dark = try #require(context.layers.last?.contexts.first { $0.key == #""dark""# })
        #expect(value("color.primary", dark.lines) == ##""#57b5b9""##)
        #expect(value("spacing.large", dark.lines) == nil)
        #expect(context.permutations[context.defaultPermutation].lines.isEmpty)
        #expect(context.base.count == context.tree.count)
    }

    @Test("types by token type, composites as named object types")
    func types() throws {
        let model = try #require(WebFixtures.load(WebFixtures.exampleTokens))
        let context = WebBackend.context(model, options: PlatformOptions(destination: "web")).0
        func type(_ path: String) -> String? { context.tree.first { $0.path == path }?.type }
        #expect(type("color.primary") == "string")
        #expect(type("spacing.small") == "string")
        #expect(type("font.weight.bold") == "number")
        #expect(type("font.family.body") == "readonly string[]")
        #expect(type("shadow.card") == "Shadow")
        #expect(type("typography.headline") == "Typography")
        #expect(type("motion.standard") == "Transition")
        #expect(type("gradient.primary") == "readonly GradientStop[]")
    }

    /// `cssVar` names are the CSS platform's for the same prefix: every name the module gives is one the CSS
    /// file declares, and every token the CSS file declares (typography parts aside) has its name in the module.
    @Test("cssVar names equal the CSS platform's", arguments: ["", "acme"])
    func cssNamesMatch(prefix: String) throws {
        let model = try #require(WebFixtures.load(WebFixtures.themed))
        let web = WebBackend.context(model, options: PlatformOptions(destination: "web", prefix: prefix)).0
        let css = CSSContextBuilder.build(model, prefix: prefix, settings: CSSSettings()).0
        let root = try #require(css.blocks.first)
        var cssNames: [String: String] = [:]
        for declaration in root.declarations where !declaration.path.isEmpty && cssNames[declaration.path] == nil {
            cssNames[declaration.path] = declaration.name
        }
        let webNames = Dictionary(uniqueKeysWithValues: web.tree.filter(\.isToken).map {
            ($0.path, String($0.value.dropFirst(#""var("#.count).dropLast(#")""#.count)))
        })
        #expect(webNames.count > 20)
        #expect(webNames == cssNames)
    }

    @Test("a group's entries keep their order; groups open and close around their tokens")
    func treeShape() throws {
        let model = try #require(WebFixtures.load(WebFixtures.exampleTokens))
        let tree = WebBackend.context(model, options: PlatformOptions(destination: "web")).0.tree
        let opens = tree.filter(\.isGroup).count
        #expect(opens == tree.filter(\.isEnd).count)
        #expect(tree.first?.key == #""color""#)
        #expect(tree.first { $0.path == "color.onPrimary" }?.key == #""onPrimary""#)
        #expect(tree.last?.isEnd == true && tree.last?.separator == "")
    }
}
