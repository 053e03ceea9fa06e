import Testing

@testable import RefractDiagnostics

/// SARIF's columns are UTF-16 code units. They are counted once per file, and every position must get
/// what decoding its line up to it gives: a combining mark is a unit of its own (not part of its
/// letter's grapheme), an astral character two, a tab one.
@Suite("UTF-16 columns")
struct UTF16ColumnsTests {
    static let lines = [
        "  \"e\u{301}\u{301}\u{301}\": [\"e\u{301}\", 1, \"x\"],",
        "\t\"🎨\": {\"😀👍🏽\": \"\u{1F1EB}\u{1F1F7}\"}\t# flags and skin tones",
        "ascii only, then é and 中文 and 𝄞 at the end",
        "",
        String(repeating: "e\u{301}\u{301}𝄞\t", count: 40),
    ]

    /// Every scalar boundary of every line, as (position with a UTF-8 byte column, expected UTF-16 column).
    static func boundaries(in text: String) -> [(SourcePosition, Int)] {
        var result: [(SourcePosition, Int)] = []
        var lineStart = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var bytes = 0
            var units = 0
            let scalars = Array(line.unicodeScalars)
            for next in 0...scalars.count {
                result.append((SourcePosition(line: index + 1, column: bytes + 1, offset: lineStart + bytes), units + 1))
                guard next < scalars.count else { break }
                bytes += String(scalars[next]).utf8.count
                units += String(scalars[next]).utf16.count
            }
            lineStart += line.utf8.count + 1
        }
        return result
    }

    @Test func everyBoundaryOfLinesWithCombiningMarksAstralCharactersAndTabs() {
        // Longer than the checkpoint stride, so positions fall on both sides of several checkpoints.
        let text = Self.lines.joined(separator: "\n") + "\n"
        let columns = UTF16Columns(Array(text.utf8))
        let expected = Self.boundaries(in: text)
        #expect(expected.count > 3 * UTF16Columns.stride)
        for (position, column) in expected {
            #expect(columns.column(of: position) == column, "line \(position.line), byte column \(position.column)")
        }
    }

    @Test func aCombiningMarkIsAUnitOfItsOwnAndAnAstralCharacterTwo() {
        let line = "e\u{301}\u{301}😀x"
        let columns = UTF16Columns(Array(line.utf8))
        // "é́" is one grapheme but three UTF-16 units; 😀 is two.
        let beforeEmoji = SourcePosition(line: 1, column: 6, offset: 5)
        let beforeX = SourcePosition(line: 1, column: 10, offset: 9)
        #expect(columns.column(of: beforeEmoji) == 4)
        #expect(columns.column(of: beforeX) == 6)
    }

    @Test func aPositionOutsideTheBytesHasNone() {
        let columns = UTF16Columns(Array("ab\n".utf8))
        #expect(columns.column(of: SourcePosition(line: 2, column: 5, offset: 7)) == nil)
        #expect(columns.column(of: SourcePosition(line: 1, column: 5, offset: 2)) == nil)
    }

    /// The shape of issue 42: thousands of regions on one line, each converted as decoding would.
    @Test func manyRegionsOnOneLongLine() throws {
        var line = "{\"g\": {\"$type\": \"gradient\", \"$value\": ["
        var spans: [(start: Int, length: Int)] = []
        for index in 0..<1_000 {
            let item = index % 3 == 0 ? "\"e" + String(repeating: "\u{301}", count: index % 7) + "\"" : index % 3 == 1 ? "\(index)" : "\"𝄞x\""
            spans.append((line.utf8.count, item.utf8.count))
            line += item + ", "
        }
        line += "1]}}\n"
        let source = TestSource("one-line.tokens.json", line)
        let diagnostics = spans.map { span in
            Diagnostic.error("gradient.invalid-stop", "bad", at: source.span(line: 1, column: span.start + 1, length: span.length))
        }
        let log = try parseJSONObject(SARIFRenderer(toolVersion: "1").render(diagnostics, sources: source.store))
        let results = try log.array("runs")[0].array("results")
        try #require(results.count == spans.count)
        let bytes = Array(line.utf8)
        for (result, span) in zip(results, spans) {
            let region = try result.array("locations")[0].object("physicalLocation").object("region")
            let start = String(decoding: bytes[..<span.start], as: UTF8.self).utf16.count + 1
            let end = String(decoding: bytes[..<(span.start + span.length)], as: UTF8.self).utf16.count + 1
            #expect(region["startColumn"] as? Int == start)
            #expect(region["endColumn"] as? Int == end)
        }
    }
}
