import Foundation
import RefractModel
import RefractParser
import Testing

/// Chains and cycles of references as long as the input makes them: resolving one nests no call per link,
/// so 20,000 links resolve (or fail with one report) instead of overflowing the call stack.
@Suite("Long chains of references")
struct LongChainTests {
    static let length = 20_000

    /// A group of `length` number tokens `t0`…, where token `i` is `link(i)` and the last is `end`.
    static func chain(link: (Int) -> String, end: String) -> String {
        let members = (0..<length - 1).map { "\"t\($0)\": \(link($0))" } + ["\"t\(length - 1)\": \(end)"]
        return "{\"g\": {" + members.joined(separator: ",\n") + "}}"
    }

    static func errors(_ result: TokenParser.Result) -> [String] {
        result.diagnostics.filter { $0.severity == .error }.map { "\($0.code): \($0.message)" }
    }

    @Test(arguments: [
        ("aliases to later tokens", #"{"$type": "number", "$value": "{g.NEXT}"}"#),
        ("pointers to later tokens", ##"{"$type": "number", "$ref": "#/g/NEXT"}"##),
    ])
    func forwardChainResolves(name: String, template: String) throws {
        let json = Self.chain(
            link: { template.replacingOccurrences(of: "NEXT", with: "t\($0 + 1)") },
            end: #"{"$type": "number", "$value": 7}"#)
        let result = try parseTokens(json, name: "chain")
        #expect(Self.errors(result) == [])
        #expect(result.tokens.tokens.count == Self.length)
        #expect(result.tokens[TokenPath("g.t0")]?.value == .number(7))
        #expect(result.tokens[TokenPath("g.t0")]?.aliasOf == TokenPath("g.t1"))
    }

    @Test func backwardChainResolves() throws {
        let members = ["\"t0\": {\"$type\": \"number\", \"$value\": 3}"]
            + (1..<Self.length).map { "\"t\($0)\": {\"$type\": \"number\", \"$value\": \"{g.t\($0 - 1)}\"}" }
        let result = try parseTokens("{\"g\": {" + members.joined(separator: ",\n") + "}}", name: "chain")
        #expect(Self.errors(result) == [])
        #expect(result.tokens[TokenPath("g.t\(Self.length - 1)")]?.value == .number(3))
    }

    @Test func cycleIsReportedOnce() throws {
        let json = Self.chain(
            link: { "{\"$type\": \"number\", \"$value\": \"{g.t\($0 + 1)}\"}" },
            end: #"{"$type": "number", "$value": "{g.t0}"}"#)
        let result = try parseTokens(json, name: "cycle")
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code.rawValue) == ["alias.cycle"])
        #expect(errors.first?.message.hasPrefix("circular reference: 'g.t0' → 'g.t1' → 'g.t2' → ") == true)
        #expect(errors.first?.message.hasSuffix(" → 'g.t\(Self.length - 1)' → 'g.t0'") == true)
        #expect(errors.first?.notes.count == Self.length)
        #expect(result.tokens.tokens.isEmpty)
    }

    /// Borders whose colour aliases the next token's, through a colour chain: parts of composites too.
    @Test func compositePartsAliasingAChainResolve() throws {
        let color = #"{"colorSpace": "srgb", "components": [0, 0, 1]}"#
        let json = Self.chain(
            link: { "{\"$type\": \"color\", \"$value\": \"{g.t\($0 + 1)}\"}" },
            end: "{\"$type\": \"color\", \"$value\": \(color)}")
            .dropLast() + #", "line": {"$type": "border", "$value": {"color": "{g.t0}", "width": "1px", "style": "solid"}}}"#
        let result = try parseTokens(String(json), name: "parts")
        #expect(Self.errors(result) == [])
        #expect(result.tokens[TokenPath("line")]?.partReferences["color"] == TokenPath("g.t0"))
    }

    static func border(width: String) -> String {
        #"{"$type": "border", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "width": \#(width), "style": "solid"}}"#
    }

    /// Each border's width is a pointer to the next border's width.
    @Test func chainOfPointersIntoPartsResolves() throws {
        let json = Self.chain(
            link: { Self.border(width: "{\"$ref\": \"#/g/t\($0 + 1)/$value/width\"}") },
            end: Self.border(width: #"{"value": 2, "unit": "px"}"#))
        let result = try parseTokens(json, name: "parts")
        #expect(Self.errors(result) == [])
        #expect(result.tokens.tokens.count == Self.length)
    }

    @Test func cycleOfPointersIntoPartsIsReportedOnce() throws {
        let json = Self.chain(
            link: { Self.border(width: "{\"$ref\": \"#/g/t\($0 + 1)/$value/width\"}") },
            end: Self.border(width: ##"{"$ref": "#/g/t0/$value/width"}"##))
        let result = try parseTokens(json, name: "parts")
        let expected = "ref.too-deep: JSON Pointer '#/g/t64/\u{24}value/width' leads through more than 64 pointers into parts of tokens still being resolved"
        #expect(Self.errors(result) == [expected])
        #expect(result.tokens.tokens.isEmpty)
    }

    @Test func extendsChainExpands() throws {
        let groups = (0..<Self.length - 1).map { "\"g\($0)\": {\"$extends\": \"{g\($0 + 1)}\"}" }
            + ["\"g\(Self.length - 1)\": {\"x\": {\"$type\": \"number\", \"$value\": 1}}"]
        let result = try parseTokens("{" + groups.joined(separator: ",\n") + "}", name: "extends")
        #expect(Self.errors(result) == [])
        #expect(result.tokens.tokens.count == Self.length)
        #expect(result.tokens[TokenPath("g0.x")]?.value == .number(1))
    }

    @Test func extendsCycleIsReportedOnce() throws {
        let groups = (0..<Self.length).map {
            "\"g\($0)\": {\"$extends\": \"{g\(($0 + 1) % Self.length)}\"}"
        }
        let result = try parseTokens("{" + groups.joined(separator: ",\n") + "}", name: "extends")
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code.rawValue) == ["extends.cycle"])
        #expect(errors.first?.message.hasPrefix("circular '$extends': 'g0' → 'g1' → ") == true)
        #expect(errors.first?.message.hasSuffix(" → 'g\(Self.length - 1)' → 'g0'") == true)
    }
}
