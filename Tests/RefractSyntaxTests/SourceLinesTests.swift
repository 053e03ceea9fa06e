import RefractDiagnostics
@testable import RefractSyntax
import Testing

/// Nodes keep byte offsets and get their positions from `SourceLines`: every position must be the one
/// the reader's forward line cursor gives, whatever line a lookup starts from.
@Suite("Source lines")
struct SourceLinesTests {
    @Test(arguments: [
        "", "\n", "a", "{\n  \"a\": 1\n}\n", "\u{FEFF}{\"a\":\n\n [1, 2]}", "x\r\ny\r\n\r\nz", "é\nü\n\n",
    ])
    func positionsMatchTheLineCursor(text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { input in
            let contentStart = UTF8Validation.byteOrderMarkLength(input)
            let lines = SourceLines(input, contentStart: contentStart, fileID: .intern("lines.json"))
            for offset in 0...(input.count + 2) {
                var cursor = LineCursor(input, contentStart: contentStart)
                let expected = cursor.position(at: offset)
                #expect(lines.position(at: offset) == expected, "offset \(offset)")
                for guess in [-1, 0, 1, 2, 3, 5, 100] {
                    var line = guess
                    #expect(lines.position(at: offset, line: &line) == expected, "offset \(offset), guess \(guess)")
                    #expect(line == expected.line)
                }
            }
        }
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
