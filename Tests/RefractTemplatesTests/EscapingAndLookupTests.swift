import RefractTemplates
import Testing

/// HTML escaping, names looked up through every level of the context stack, and long lists.
@Suite("Escaping and lookups")
struct EscapingAndLookupTests {
    @Test(arguments: [
        ("", ""), ("plain text", "plain text"), ("&", "&amp;"), ("<a href=\"x\">", "&lt;a href=&quot;x&quot;&gt;"),
        ("a&&b", "a&amp;&amp;b"), ("é & ü", "é &amp; ü"), ("ends with >", "ends with &gt;"), ("\"start", "&quot;start"),
    ])
    func htmlEscapingByRuns(input: String, expected: String) throws {
        let template = try Template.parse("[{{x}}|{{{x}}}]", name: "t")
        #expect(template.render(["x": .string(input)]) == "[\(expected)|\(input)]")
    }

    @Test func oneComponentNamesFallBackThroughEveryLevel() throws {
        let template = try Template.parse(
            "{{#outer}}{{#items}}{{name}}:{{kind}}:{{root}}:{{.}};{{/items}}{{/outer}}", name: "t")
        let context: MustacheValue = [
            "root": "R", "kind": "root-kind",
            "outer": ["kind": "outer-kind", "items": [["name": "a"], ["name": "b", "kind": "own"], "text", 4.5, true]],
        ]
        #expect(template.render(context) == "a:outer-kind:R:;b:own:R:;:outer-kind:R:text;:outer-kind:R:4.5;:outer-kind:R:true;")
    }

    @Test func missingNamesAndNonObjectContextsRenderNothing() throws {
        let template = try Template.parse("{{#list}}[{{missing}}{{name.first}}]{{/list}}", name: "t")
        let context: MustacheValue = ["list": [1, ["name": ["first": "Ada"]], .null]]
        #expect(template.render(context) == "[][Ada][]")
    }

    @Test func longListsRenderEveryItemInOrder() throws {
        let template = try Template.parse("{{#lines}}{{indent}}  {{.}}\n{{/lines}}", name: "t", options: .init(escapeMode: .none))
        let lines = (0..<5000).map { MustacheValue.string("--token-\($0): <\($0)>;") }
        let output = template.render(["indent": "  ", "lines": .array(lines)])
        #expect(output == (0..<5000).map { "    --token-\($0): <\($0)>;\n" }.joined())
    }
}
