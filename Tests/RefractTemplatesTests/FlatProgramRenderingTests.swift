import RefractTemplates
import Testing

/// Templates render from flat node ranges of one program, partials and parents from theirs; these pin
/// what that must give.
@Suite("Flat programs")
struct FlatProgramRenderingTests {
    /// More members than the scan limit: the object is searched through its index, from nested sections too.
    @Test func largeObjectsAreFoundFromEveryLevel() throws {
        let members = (0..<20).map { ("key\($0)", MustacheValue.string("v\($0)")) }
        let wide = MustacheValue.object(MustacheObject(members + [("list", [["key3": "own"], "item"])]))
        let template = try Template.parse(
            "{{key0}},{{key19}};{{#list}}{{key3}}/{{key7}}/{{.}}|{{/list}}{{^missing}}none{{/missing}}{{#key12}}{{.}}{{/key12}}",
            name: "t")
        #expect(template.render(wide) == "v0,v19;own/v7/|v3/v7/item|nonev12")
    }

    @Test func sectionsOnDottedNamesAndTheImplicitIterator() throws {
        let template = try Template.parse(
            "{{#a.list}}<{{name}}>{{/a.list}}{{^a.none}}-{{/a.none}}{{#a.flag}}{{#.}}[{{.}}]{{/.}}{{/a.flag}}", name: "t")
        let context: MustacheValue = ["a": ["list": [["name": "x"], ["name": "y"]], "flag": "on"]]
        #expect(template.render(context) == "<x><y>-[on]")
    }

    /// A parent's block arguments are nodes of the calling template, rendered inside the parent's sections.
    @Test func blockArgumentsRenderInsideAnotherTemplatesSections() throws {
        let partials = try TemplateLibrary(sources: [
            "layout": "{{#rows}}{{$row}}default {{.}}{{/row}};{{/rows}}{{$tail}}end{{/tail}}",
            "wrapper": "{{<layout}}{{$tail}}wrapped {{title}}{{/tail}}{{/layout}}",
        ])
        let template = try Template.parse(
            "{{<wrapper}}{{$row}}{{#.}}({{.}}){{/.}}{{>item}}{{/row}}{{/wrapper}}", name: "t")
        var library = partials
        library.add(try Template.parse("!", name: "item"))
        let context: MustacheValue = ["rows": ["a", "b"], "title": "T"]
        #expect(template.render(context, partials: library) == "(a)!;(b)!;wrapped T")
        let plain = try Template.parse("{{<layout}}{{/layout}}", name: "plain")
        #expect(plain.render(context, partials: partials) == "default a;default b;end")
    }

    /// Outputs of many sizes, with large values between texts: the text, its byte count and its bytes agree.
    @Test(arguments: [0, 1, 4_095, 4_096, 4_097, 9_000, 1_100_000])
    func renderedBytesAreTheText(size: Int) throws {
        let template = try Template.parse(
            "{{#lines}}{{.}}{{/lines}}{{{big}}}{{#lines}}{{.}}{{/lines}}", name: "t", options: .init(escapeMode: .none))
        let line = "0123456789abcdefghijklmnopqrstuvwxyzé€\n"
        let lines = (0..<(size / line.utf8.count)).map { _ in MustacheValue.string(line) }
        let big = String(repeating: "{\"k\": 1}\n", count: size % 3 == 0 ? 2_000 : 1)
        let rendered = template.renderText(["lines": .array(lines), "big": .string(big)], partials: TemplateLibrary())
        let expected = String(repeating: line, count: lines.count) + big + String(repeating: line, count: lines.count)
        #expect(rendered.string == expected)
        #expect(rendered.byteCount == expected.utf8.count)
        #expect(rendered.bytes == Array(expected.utf8))
    }
}
