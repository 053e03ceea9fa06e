import RefractTemplates
import Testing

@Suite("Rendering")
struct RenderingTests {
    @Test func standalonePartialIndentsLinesButNotEmptyOnes() throws {
        let partials = try TemplateLibrary(sources: ["body": "let a = 1\n\nlet b = {{b}}\n"])
        let template = try Template.parse("func f() {\n    {{>body}}\n}\n", name: "t")
        #expect(template.render(["b": 2], partials: partials) == "func f() {\n    let a = 1\n\n    let b = 2\n}\n")
    }

    @Test func nestedStandalonePartialsAddTheirIndentation() throws {
        let partials = try TemplateLibrary(sources: ["outer": "{\n  {{>inner}}\n}\n", "inner": "x\ny\n"])
        let template = try Template.parse("  {{>outer}}", name: "t")
        #expect(template.render([:], partials: partials) == "  {\n    x\n    y\n  }\n")
    }

    @Test func sectionsIterateObjectsInContext() throws {
        let template = try Template.parse("{{#items}}{{name}}{{^last}}, {{/last}}{{/items}}", name: "t")
        let items: MustacheValue = ["items": [["name": "a"], ["name": "b"], ["name": "c", "last": true]]]
        #expect(template.render(items) == "a, b, c")
    }

    @Test func brokenDottedChainDoesNotFallBack() throws {
        let template = try Template.parse("[{{a.b.c}}]", name: "t")
        #expect(template.render(["a": ["b": [:]], "c": "outer"]) == "[]")
        #expect(template.render(["a": ["b": ["c": "inner"]]]) == "[inner]")
    }

    /// Large values inside a standalone partial: the pending indentation before the value, none inside
    /// it, escaping intact.
    @Test func largeValuesRenderAsSmallOnesDo() throws {
        let big = String(repeating: "line <a> & b\n", count: 2_000)
        let partials = try TemplateLibrary(sources: ["body": "{{{big}}}\n{{big}}|{{small}}\n"])
        let template = try Template.parse("start\n    {{>body}}\n{{#items}}[{{{.}}}]{{/items}}end\n", name: "t")
        let context: MustacheValue = ["big": .string(big), "small": "s", "items": [.string(big), "x", .string(big)]]
        let escaped = big.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        let expected = "start\n    " + big + "\n    " + escaped + "|s\n" + "[" + big + "][x][" + big + "]end\n"
        let rendered = template.renderText(context, partials: partials)
        #expect(rendered.string == expected)
        #expect(template.render(context, partials: partials) == expected)
        #expect(rendered.byteCount == expected.utf8.count)
        #expect(rendered.bytes == Array(expected.utf8))
    }

    @Test func missingPartialRendersNothing() throws {
        let template = try Template.parse("<{{>nope}}>", name: "t")
        #expect(template.render([:]) == "<>")
    }

    @Test func runawayRecursionStops() throws {
        let partials = try TemplateLibrary(sources: ["loop": "x{{>loop}}"])
        let template = try Template.parse("{{>loop}}", name: "t")
        #expect(template.render([:], partials: partials) == String(repeating: "x", count: 200))
    }

    @Test func largeListRendersEveryEntry() throws {
        let items = (0..<100_000).map { index -> MustacheValue in ["name": .string("n\(index)"), "value": .number(Double(index))] }
        let template = try Template.parse("{{#items}}\n{{name}}={{value}}\n{{/items}}\n", name: "t")
        let output = template.render(["items": .array(items)])
        let lines = output.split(separator: "\n")
        #expect(lines.count == 100_000)
        #expect(lines.first == "n0=0")
        #expect(lines.last == "n99999=99999")
    }

    @Test func templatesAreParsedOnceAndReused() throws {
        let template = try Template.parse("{{x}}", name: "t")
        #expect(template.render(["x": 1]) == "1")
        #expect(template.render(["x": 2]) == "2")
    }
}

@Suite("Large outputs")
struct LargeOutputTests {
    /// Output past the first chunk, with pieces smaller and larger than a chunk and multi-byte text
    /// across chunk boundaries, comes out whole and in order.
    @Test func outputAcrossChunksIsWholeAndInOrder() throws {
        let template = try Template.parse("{{#items}}{{text}}|{{/items}}{{big}}", name: "t")
        let items = (0..<30_000).map { MustacheValue.object(MustacheObject([("text", .string("é\($0)ü"))])) }
        let big = String(repeating: "ab€", count: 700_000)
        let rendered = template.render(.object(MustacheObject([("items", .array(items)), ("big", .string(big))])))
        let expected = (0..<30_000).map { "é\($0)ü|" }.joined() + big
        #expect(rendered.utf8.count == expected.utf8.count)
        #expect(rendered == expected)
    }

    /// A large file is kept in chunks of at most a mebibyte (none copied as the output grows); they join
    /// to the text, and a text is equal to itself however it is cut.
    @Test func largeOutputComesInBoundedChunksThatJoinToTheText() throws {
        let template = try Template.parse("{{#items}}{{text}}\n{{/items}}", name: "t")
        let items = (0..<200_000).map { MustacheValue.object(MustacheObject([("text", .string("line \($0) é"))])) }
        let rendered = template.renderText(.object(MustacheObject([("items", .array(items))])), partials: TemplateLibrary())
        let expected = Array((0..<200_000).map { "line \($0) é\n" }.joined().utf8)
        #expect(rendered.chunks.count > 2)
        #expect(rendered.chunks.allSatisfy { !$0.isEmpty && $0.count <= 1 << 20 })
        #expect(rendered.byteCount == expected.count)
        #expect(rendered.bytes == expected)
        let whole = RenderedText(bytes: expected)
        #expect(rendered == whole)
        #expect(rendered.hashValue == whole.hashValue)
        #expect(rendered != RenderedText(bytes: expected.dropLast() + [UInt8(ascii: "x")]))
    }
}
