import RefractDiagnostics
import RefractSyntax
import Testing

/// A token file in YAML's flow style is JSON with YAML's reader (issue 42 measured one 37 MB file of
/// `references/gradient-array-refs.json` made wide): the YAML reader must give the tree the JSON reader
/// gives, every node at the same place, however wide the collections and however few the lines.
@Suite("YAML flow collections")
struct YAMLFlowTests {
    /// A gradient of `stops` stops that two tokens take parts of by JSON Pointer, on a line per
    /// `perLine` stops, with a non-ASCII description so that libyaml's character marks differ from bytes.
    static func wideGradient(stops: Int, perLine: Int) -> String {
        let items = (0..<stops).map { index in
            #"{"color": {"colorSpace": "srgb", "components": [\#(index % 2), 0.5, \#(1 - index % 2)]}, "position": \#(Double(index) / Double(stops))}"#
        }
        let lines = stride(from: 0, to: stops, by: perLine).map { items[$0..<min($0 + perLine, stops)].joined(separator: ", ") }
        return """
            {"base-gradient": {"$type": "gradient", "$description": "dégradé — wide", "$value": [
            \(lines.joined(separator: ",\n"))
            ]},
            "color-from-gradient-start": {"$type": "color", "$ref": "#/base-gradient/$value/0/color"},
            "position-from-gradient": {"$type": "number", "$ref": "#/base-gradient/$value/\(stops - 1)/position"}}

            """
    }

    /// Where the two trees differ: every node's value and span, and the spans of its keys, in order.
    static func differences(_ yaml: SyntaxNode, _ json: SyntaxNode, at path: String = "", into found: inout [String]) {
        if position(yaml.span) != position(json.span) {
            found.append("\(path): \(position(yaml.span)) against \(position(json.span))")
        }
        switch (yaml.value, json.value) {
        case (.mapping(let left), .mapping(let right)):
            if left.map(\.key) != right.map(\.key) { found.append("\(path): keys \(left.map(\.key)) against \(right.map(\.key))") }
            for (leftEntry, rightEntry) in zip(left, right) {
                if position(leftEntry.keySpan) != position(rightEntry.keySpan) {
                    found.append("\(path)/\(leftEntry.key): key at \(position(leftEntry.keySpan)) against \(position(rightEntry.keySpan))")
                }
                differences(leftEntry.value, rightEntry.value, at: path + "/" + leftEntry.key, into: &found)
            }
        case (.sequence(let left), .sequence(let right)):
            if left.count != right.count { found.append("\(path): \(left.count) items against \(right.count)") }
            for (index, (leftItem, rightItem)) in zip(left, right).enumerated() {
                differences(leftItem, rightItem, at: path + "/\(index)", into: &found)
            }
        default:
            if render(yaml) != render(json) { found.append("\(path): \(render(yaml)) against \(render(json))") }
        }
    }

    @Test(arguments: [(3_000, 3_000), (3_000, 40)])
    func aWideGradientReadsAsItsJSONTwin(stops: Int, perLine: Int) throws {
        let text = Self.wideGradient(stops: stops, perLine: perLine)
        let yaml = read(text, .yaml)
        let json = read(text, .json)
        #expect(yaml.diagnostics.isEmpty, "\(yaml.diagnostics.prefix(3).map(\.message))")
        #expect(json.diagnostics.isEmpty, "\(json.diagnostics.prefix(3).map(\.message))")
        let yamlRoot = try #require(yaml.root)
        let jsonRoot = try #require(json.root)
        #expect(yamlRoot["base-gradient"]?["$value"]?.elements?.count == stops)
        var found: [String] = []
        Self.differences(yamlRoot, jsonRoot, into: &found)
        #expect(found.isEmpty, "\(found.count) differences: \(found.prefix(5))")
    }
}
