import RefractModel
import RefractParser
import RefractSyntax
import Testing

/// A later file that restates a group's keys in order (a mode file over a palette) replaces each token
/// whole; where one of its members is a group over a group, that member is merged key by key instead.
@Suite("Merge of restated groups")
struct MergeRestatedGroupTests {
    static func parse(_ files: [(String, String)]) throws -> TokenParser.Result {
        let roots = try files.map { path, json in
            try #require(readDocument(bytes: Array(json.utf8), path: path, format: .json).root)
        }
        return TokenParser.parse(documents: roots)
    }

    static func summary(_ result: TokenParser.Result) -> [String] {
        result.tokens.tokens.map { "\($0.path):\($0.value):\($0.source.file):\($0.source.line)" }
    }

    static let base = """
        {"color": {"$type": "number",
          "red": {"50": {"$value": 1}, "100": {"$value": 2}},
          "blue": {"50": {"$value": 3}}}}
        """

    @Test func everyTokenRestatedInOrderIsTheOverlays() throws {
        let mode = """
            {"color": {"$type": "number",
              "red": {"50": {"$value": 10}, "100": {"$value": 20}},
              "blue": {"50": {"$value": 30}}}}
            """
        let result = try Self.parse([("base.json", Self.base), ("mode.json", mode)])
        #expect(result.diagnostics.isEmpty)
        #expect(Self.summary(result) == [
            "color.blue.50:number(30.0):mode.json:3", "color.red.100:number(20.0):mode.json:2",
            "color.red.50:number(10.0):mode.json:2",
        ])
    }

    @Test func aGroupOverAGroupAmongRestatedKeysIsMergedKeyByKey() throws {
        // Same keys in the same order, but "red" gives only one shade: the base's other shade stays.
        let mode = """
            {"color": {"$type": "number",
              "red": {"50": {"$value": 10}},
              "blue": {"50": {"$value": 30}}}}
            """
        let result = try Self.parse([("base.json", Self.base), ("mode.json", mode)])
        #expect(Self.summary(result) == [
            "color.blue.50:number(30.0):mode.json:3", "color.red.100:number(2.0):base.json:2",
            "color.red.50:number(10.0):mode.json:2",
        ])
    }

    @Test func restatedKeysInAnotherOrderKeepTheBaseOrderAndTheOverlayValues() throws {
        let mode = """
            {"color": {"$type": "number",
              "red": {"100": {"$value": 20}, "50": {"$value": 10}},
              "blue": {"50": {"$value": 30}}}}
            """
        let result = try Self.parse([("base.json", Self.base), ("mode.json", mode)])
        #expect(Self.summary(result) == [
            "color.blue.50:number(30.0):mode.json:3", "color.red.100:number(20.0):mode.json:2",
            "color.red.50:number(10.0):mode.json:2",
        ])
    }

    @Test func aTokenOverAGroupReplacesIt() throws {
        let mode = """
            {"color": {"$type": "number",
              "red": {"$value": 5},
              "blue": {"50": {"$value": 30}}}}
            """
        let result = try Self.parse([("base.json", Self.base), ("mode.json", mode)])
        #expect(Self.summary(result) == ["color.blue.50:number(30.0):mode.json:3", "color.red:number(5.0):mode.json:2"])
    }
}
