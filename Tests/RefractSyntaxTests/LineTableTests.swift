import RefractDiagnostics
@testable import RefractSyntax
import Testing

/// Nodes keep byte offsets and get their positions from their document's `LineTable`: every position
/// must be the one counting the line breaks before it gives.
@Suite("Line table")
struct LineTableTests {
    @Test(arguments: [
        "", "\n", "a", "{\n  \"a\": 1\n}\n", "\u{FEFF}{\"a\":\n\n [1, 2]}", "x\r\ny\r\n\r\nz", "é\nü\n\n",
    ])
    func positionsCountTheLineBreaksBefore(text: String) {
        let bytes = Array(text.utf8)
        let contentStart = UTF8Validation.byteOrderMarkLength(bytes)
        let lines = LineTable(bytes, contentStart: contentStart, file: "lines.json")
        for offset in 0...(bytes.count + 2) {
            let before = bytes[contentStart..<max(contentStart, min(offset, bytes.count))]
            let lineStart = (before.lastIndex(of: 0x0A).map { $0 + 1 }) ?? contentStart
            let expected = SourcePosition(
                line: 1 + before.count { $0 == 0x0A }, column: max(1, offset - lineStart + 1), offset: offset)
            #expect(lines.position(at: offset) == expected, "offset \(offset)")
        }
        #expect(lines.span(0, bytes.count).file == "lines.json")
    }

    @Test func nodesGiveTheSpansTheyWereMadeWith() {
        let span = SourceSpan(
            file: "made.json", start: SourcePosition(line: 3, column: 7, offset: 40),
            end: SourcePosition(line: 4, column: 2, offset: 52))
        var node = SyntaxNode(.null, span: span)
        #expect(node.span == span)
        let entry = SyntaxEntry(key: "k", keySpan: span, value: node)
        #expect(entry.keySpan == span)
        node.span = .file("other.json")
        #expect(node.span == .file("other.json"))
    }

    @Test func readNodesKeepTheirPositions() throws {
        let result = read("{\n  \"a\": [1,\n    true]\n}", .json)
        let root = try #require(result.root)
        let entry = try #require(root.entry("a"))
        #expect(entry.keySpan.start == SourcePosition(line: 2, column: 3, offset: 4))
        #expect(entry.keySpan.end == SourcePosition(line: 2, column: 6, offset: 7))
        #expect(entry.value.span.start == SourcePosition(line: 2, column: 8, offset: 9))
        #expect(entry.value.span.end == SourcePosition(line: 3, column: 10, offset: 22))
        #expect(root.span.end == SourcePosition(line: 4, column: 2, offset: 24))
    }
}
