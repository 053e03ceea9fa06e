import RefractTemplates
import Testing

@Suite("Escape modes and pragma")
struct EscapeModeTests {
    let context: MustacheValue = ["text": #"a & b "c" <d> 'e'"#]

    @Test func htmlEscapesTheFourSpecCharacters() throws {
        let template = try Template.parse("{{text}}|{{{text}}}|{{&text}}", name: "t")
        #expect(template.escapeMode == .html)
        #expect(template.render(context) == #"a &amp; b &quot;c&quot; &lt;d&gt; 'e'|a & b "c" <d> 'e'|a & b "c" <d> 'e'"#)
    }

    @Test func noneInsertsTextAsIs() throws {
        let template = try Template.parse("{{text}}", name: "t", options: TemplateOptions(escapeMode: .none))
        #expect(template.escapeMode == .none)
        #expect(template.render(context) == #"a & b "c" <d> 'e'"#)
    }

    @Test func renderOptionOverridesTheTemplateMode() throws {
        let template = try Template.parse("{{text}}", name: "t")
        #expect(template.render(context, escapeMode: .none) == #"a & b "c" <d> 'e'"#)
    }

    @Test func rootModeAppliesToPartials() throws {
        let partials = try TemplateLibrary(sources: ["p": "[{{text}}]"])
        let root = try Template.parse("{{! refract: escape=none }}\n{{>p}}", name: "root")
        #expect(root.render(context, partials: partials) == #"[a & b "c" <d> 'e']"#)
    }

    @Test func pragmaSetsModeAndLeavesNoLine() throws {
        let template = try Template.parse("{{! refract: escape=none }}\nlet s = \"{{text}}\"\n", name: "t")
        #expect(template.escapeMode == .none)
        #expect(template.render(["text": "x<y"]) == "let s = \"x<y\"\n")
    }

    @Test func pragmaOverridesTheParseOption() throws {
        let template = try Template.parse(
            "{{!refract:escape=html}}{{text}}", name: "t", options: TemplateOptions(escapeMode: .none))
        #expect(template.escapeMode == .html)
        #expect(template.render(["text": "<"]) == "&lt;")
    }

    @Test func pragmaOnlyCountsAtTheStart() throws {
        let template = try Template.parse("x{{! refract: escape=none }}{{text}}", name: "t")
        #expect(template.escapeMode == .html)
        #expect(template.render(["text": "<"]) == "x&lt;")
    }

    @Test func otherCommentsAreNotPragmas() throws {
        let template = try Template.parse("{{! refract is great }}{{text}}", name: "t")
        #expect(template.escapeMode == .html)
    }
}
