import RefractTemplates
import Testing

/// A list made as it renders (`MustacheList`) is the array of its elements in every way a template or a
/// caller can tell.
@Suite("Lists made as they render")
struct MustacheListTests {
    static let names = ["a", "b", "c"]
    static let list = MustacheValue.list(MustacheList(names) { .object(MustacheObject([("name", .string($0))])) })
    static let array = MustacheValue.array(names.map { .object(MustacheObject([("name", .string($0))])) })

    @Test(arguments: [
        "{{#items}}{{name}},{{/items}}",
        "{{^items}}none{{/items}}{{#items}}[{{name}}{{#items}}{{name}}{{/items}}]{{/items}}",
        "{{items}}|{{{items}}}|{{#items}}{{.}}{{/items}}",
    ])
    func rendersAsTheArrayOfItsElements(_ source: String) throws {
        let template = try Template.parse(source, name: "t")
        let fromList = template.render(.object(MustacheObject([("items", Self.list)])))
        #expect(fromList == template.render(.object(MustacheObject([("items", Self.array)]))))
        #expect(!fromList.isEmpty)
    }

    @Test func anEmptyListIsFalsyAndRendersTheInvertedSection() throws {
        let empty = MustacheValue.list(MustacheList([String]()) { .string($0) })
        #expect(!empty.isTruthy)
        #expect(Self.list.isTruthy)
        let template = try Template.parse("{{#items}}x{{/items}}{{^items}}none{{/items}}", name: "t")
        #expect(template.render(.object(MustacheObject([("items", empty)]))) == "none")
    }

    @Test func equalsAndHashesAsTheArray() {
        #expect(Self.list == Self.array)
        #expect(Self.array == Self.list)
        #expect(Self.list.hashValue == Self.array.hashValue)
        #expect(Self.list.listElements == Self.array.listElements)
        let other = MustacheValue.list(MustacheList(["a", "b"]) { .object(MustacheObject([("name", .string($0))])) })
        #expect(other != Self.array)
        #expect(Self.list != .array([]))
        #expect(MustacheValue.string("a").listElements == nil)
    }

    @Test func elementsAreMadeWhenRead() {
        let list = MustacheList(Array(0..<5)) { .number(Double($0 * 10)) }
        #expect(list.count == 5)
        #expect(list[3] == .number(30))
        #expect(list.elements == [0, 10, 20, 30, 40])
    }
}
