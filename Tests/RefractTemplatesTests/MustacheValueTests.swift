import Foundation
import RefractTemplates
import Testing

@Suite("Context values")
struct MustacheValueTests {
    @Test(arguments: [
        (85.0, "85"), (1.5, "1.5"), (-3.0, "-3"), (0.1, "0.1"), (2.0, "2"), (-0.0, "0"), (1.21, "1.21"),
        (1e20, "1e+20"), (123_456_789_012.0, "123456789012"),
    ])
    func formatsNumbers(_ number: Double, _ expected: String) {
        #expect(MustacheValue.format(number) == expected)
        #expect(MustacheValue.number(number).interpolatedText == expected)
    }

    @Test func jsonKeepsBooleansApartFromNumbers() throws {
        let value = try MustacheValue(jsonData: Data(#"{"t": true, "f": false, "one": 1, "zero": 0, "half": 0.5}"#.utf8))
        #expect(value["t"] == .bool(true))
        #expect(value["f"] == .bool(false))
        #expect(value["one"] == .number(1))
        #expect(value["zero"] == .number(0))
        #expect(value["half"] == .number(0.5))
    }

    @Test func jsonConvertsNestedValuesWithSortedKeys() throws {
        let value = try MustacheValue(jsonData: Data(#"{"b": [1, "x", null], "a": {"c": true}}"#.utf8))
        guard case .object(let object) = value else {
            Issue.record("expected an object")
            return
        }
        #expect(object.keys == ["a", "b"])
        #expect(value["b"] == [1, "x", nil])
        #expect(value["a"]?["c"] == true)
    }

    @Test func swiftValuesConvertLikeJSON() {
        let value = MustacheValue(json: ["flag": true, "count": 3, "name": "n"] as [String: Any])
        #expect(value == ["count": 3, "flag": true, "name": "n"])
    }

    @Test func literalObjectsKeepInsertionOrder() {
        let value: MustacheValue = ["z": 1, "a": 2, "m": 3]
        guard case .object(let object) = value else {
            Issue.record("expected an object")
            return
        }
        #expect(object.keys == ["z", "a", "m"])
        #expect(object.pairs.map { $0.key } == ["z", "a", "m"])
    }

    @Test func truthiness() {
        let falsy: [MustacheValue] = [nil, false, "", []]
        let truthy: [MustacheValue] = [true, 0, 1.5, "0", [nil], [:], ["a": 1]]
        #expect(falsy.allSatisfy { !$0.isTruthy })
        #expect(truthy.allSatisfy { $0.isTruthy })
    }

    struct ColorContext: Encodable {
        struct Color: Encodable {
            let name: String
            let hex: String
            let alpha: Double
            let isDeprecated: Bool
            let note: String?
        }
        let module: String
        let colors: [Color]
        let version: Int
    }

    @Test func encodableContextsRender() throws {
        let context = ColorContext(
            module: "Theme",
            colors: [
                .init(name: "primary", hex: "#1b8188", alpha: 1, isDeprecated: false, note: "Brand <main>"),
                .init(name: "onPrimary", hex: "#ffffff", alpha: 0.5, isDeprecated: true, note: nil),
            ],
            version: 2)
        let value = try MustacheValue(encoding: context)
        #expect(value["version"] == 2)
        #expect(value["colors"]?.isTruthy == true)
        let template = try Template.parse(
            """
            {{! refract: escape=none }}
            // {{module}} v{{version}}
            {{#colors}}
            {{#isDeprecated}}@deprecated {{/isDeprecated}}{{name}} = {{hex}} @ {{alpha}}{{#note}} // {{.}}{{/note}}
            {{/colors}}
            """, name: "colors.mustache")
        #expect(
            template.render(value) == """
                // Theme v2
                primary = #1b8188 @ 1 // Brand <main>
                @deprecated onPrimary = #ffffff @ 0.5

                """)
    }
}

@Suite("Context objects")
struct MustacheObjectTests {
    /// Small objects scan their members, large ones keep an index; both must behave the same.
    @Test(arguments: [3, 40])
    func insertionOrderReplacementAndRemoval(size: Int) {
        var object = MustacheObject((0..<size).map { ("k\($0)", MustacheValue.number(Double($0))) })
        #expect(object.keys == (0..<size).map { "k\($0)" })
        object["k1"] = "replaced"
        #expect(object.keys[1] == "k1")
        #expect(object["k1"] == "replaced")
        object["k0"] = nil
        #expect(object["k0"] == nil)
        #expect(object.count == size - 1)
        #expect(object["k\(size - 1)"] == .number(Double(size - 1)))
        object["new"] = true
        #expect(object.keys.last == "new")
        #expect(object["new"] == true)
    }

    @Test func equalityFollowsOrderAndValues() {
        let ab: MustacheObject = MustacheObject([("a", 1), ("b", 2)])
        #expect(ab == MustacheObject([("a", 1), ("b", 2)]))
        #expect(ab != MustacheObject([("b", 2), ("a", 1)]))
        #expect(ab != MustacheObject([("a", 1), ("b", 3)]))
        #expect(MustacheObject([("a", 1), ("a", 5)]) == MustacheObject([("a", 5)]))
    }
}
