import RefractModel
import RefractParser
import RefractSyntax
import Testing

/// Issue 42's slow case, `references/gradient-array-refs.json` of the draft DTCG suite made wide: one
/// gradient of many stops in flow style on few lines, and tokens that take parts of it by JSON Pointer.
/// YAML's flow style is JSON, so the same text read as YAML (through libyaml) and as JSON must give the
/// same tokens, values and sources alike.
@Suite("Wide flow-style YAML reads as its JSON")
struct WideFlowYAMLTokenTests {
    /// The suite's file with `stops` stops, `perLine` to a line; a non-ASCII description makes libyaml's
    /// character positions differ from byte offsets.
    static func wideGradient(stops: Int, perLine: Int) -> String {
        let items = (0..<stops).map { index in
            let position = Double(index) / Double(max(stops - 1, 1))
            return #"{"color": {"colorSpace": "srgb", "components": [\#(index % 2), 0, \#(1 - index % 2)]}, "position": \#(position)}"#
        }
        let lines = stride(from: 0, to: stops, by: perLine).map { items[$0..<min($0 + perLine, stops)].joined(separator: ", ") }
        return """
            {"$description": "Referencing array elements in gradients using JSON Pointer — wide",
            "base-gradient": {"$type": "gradient", "$value": [
            \(lines.joined(separator: ",\n"))
            ]},
            "color-from-gradient-start": {"$description": "Extract color from first gradient stop", "$type": "color", "$ref": "#/base-gradient/$value/0/color"},
            "color-from-gradient-end": {"$description": "Extract color from last gradient stop", "$type": "color", "$ref": "#/base-gradient/$value/\(stops - 1)/color"},
            "position-from-gradient": {"$description": "Extract position number from gradient stop", "$type": "number", "$ref": "#/base-gradient/$value/\(stops - 1)/position"}}

            """
    }

    static func tokens(_ text: String, _ format: SourceFormat) throws -> (tokens: [Token], diagnostics: [String]) {
        let read = readDocument(bytes: Array(text.utf8), path: "wide.tokens", format: format)
        let root = try #require(read.root, "\(read.diagnostics.prefix(3).map(\.message))")
        let parsed = TokenParser.parse(documents: [root])
        return (parsed.tokens.tokens, (read.diagnostics + parsed.diagnostics).map { "\($0.code): \($0.message)" })
    }

    @Test(arguments: [(2_000, 2_000), (2_000, 50)])
    func yamlAndJSONGiveTheSameTokens(stops: Int, perLine: Int) throws {
        let text = Self.wideGradient(stops: stops, perLine: perLine)
        let yaml = try Self.tokens(text, .yaml)
        let json = try Self.tokens(text, .json)
        #expect(json.diagnostics.isEmpty, "\(json.diagnostics.prefix(3))")
        #expect(yaml.diagnostics == json.diagnostics)
        #expect(json.tokens.count == 4)
        #expect(yaml.tokens.map(\.path) == json.tokens.map(\.path))
        for (fromYAML, fromJSON) in zip(yaml.tokens, json.tokens) {
            #expect(fromYAML == fromJSON, "\(fromJSON.path)")
        }
        let gradient = try #require(json.tokens.first { $0.path.description == "base-gradient" })
        guard case .gradient(let gradientStops) = gradient.value else {
            Issue.record("base-gradient is \(gradient.value)")
            return
        }
        #expect(gradientStops.count == stops)
    }
}
