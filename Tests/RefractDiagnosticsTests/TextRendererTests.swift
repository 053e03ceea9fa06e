import Testing

@testable import RefractDiagnostics

/// The example of STYLE.md §2, reproduced byte for byte.
let colorTokens = TestSource(
    "tokens/color.tokens.json",
    """
    {
      "color": {
        "base": {
          "blue": {
            "500": { "$type": "color",
              "$value": "#1b8188" }
          }
        },
        "text": {
          "link": { "$value": "{color.base.blu.500}" }
        }
      }
    }

    """)

let unresolvedAlias = Diagnostic.error(
    "alias.unresolved", "no token at path 'color.base.blu.500'",
    at: colorTokens.span(line: 10, column: 28, length: 20),
    label: "referenced here",
    notes: [DiagnosticNote("unresolved in all 4 permutations (theme: standard, christmas; mode: light, dark)")],
    help: "did you mean '{color.base.blue.500}'? (defined at tokens/color.tokens.json:6:9)")

@Suite("Text renderer")
struct TextRendererTests {
    let plain = TextRenderer(useColor: false)

    @Test("single-line span with note and help matches the style guide")
    func singleLineSpanWithNoteAndHelpMatchesTheStyleGuide() {
        #expect(
            plain.render(unresolvedAlias, sources: colorTokens.store) == """
                tokens/color.tokens.json:10:28: error: [alias.unresolved] no token at path 'color.base.blu.500'
                   |
                 8 |     },
                 9 |     "text": {
                10 |       "link": { "$value": "{color.base.blu.500}" }
                   |                            ^^^^^^^^^^^^^^^^^^^^ referenced here
                11 |     }
                   |
                   = note: unresolved in all 4 permutations (theme: standard, christmas; mode: light, dark)
                   = help: did you mean '{color.base.blue.500}'? (defined at tokens/color.tokens.json:6:9)

                """)
    }

    @Test("span on line 1 has no lines before it")
    func spanOnLine1HasNoLinesBeforeIt() {
        let diagnostic = Diagnostic.error("syntax.x", "bad", at: colorTokens.span(line: 1, column: 1, length: 1))
        #expect(
            plain.render(diagnostic, sources: colorTokens.store) == """
                tokens/color.tokens.json:1:1: error: [syntax.x] bad
                  |
                1 | {
                  | ^
                2 |   "color": {

                """)
    }

    @Test("span on line 2 has one line before it")
    func spanOnLine2HasOneLineBeforeIt() {
        let diagnostic = Diagnostic.warning(
            "syntax.x", "bad", at: colorTokens.span(line: 2, column: 3, length: 7), label: "here")
        #expect(
            plain.render(diagnostic, sources: colorTokens.store) == """
                tokens/color.tokens.json:2:3: warning: [syntax.x] bad
                  |
                1 | {
                2 |   "color": {
                  |   ^^^^^^^ here
                3 |     "base": {

                """)
    }

    @Test("gutter widens when the line after the span needs another digit")
    func gutterWidensWhenTheLineAfterTheSpanNeedsAnotherDigit() {
        let diagnostic = Diagnostic.error("syntax.x", "bad", at: colorTokens.span(line: 9, column: 5, length: 6))
        #expect(
            plain.render(diagnostic, sources: colorTokens.store) == """
                tokens/color.tokens.json:9:5: error: [syntax.x] bad
                   |
                 7 |       }
                 8 |     },
                 9 |     "text": {
                   |     ^^^^^^
                10 |       "link": { "$value": "{color.base.blu.500}" }

                """)
    }

    @Test("last line of a file has no line after it", arguments: ["{\n  \"a\": 1\n}\n", "{\n  \"a\": 1\n}"])
    func lastLineOfAFileHasNoLineAfterIt(text: String) {
        let source = TestSource("a.json", text)
        let diagnostic = Diagnostic.error("syntax.x", "bad", at: source.span(line: 3, column: 1, length: 1))
        #expect(
            plain.render(diagnostic, sources: source.store) == """
                a.json:3:1: error: [syntax.x] bad
                  |
                1 | {
                2 |   "a": 1
                3 | }
                  | ^

                """)
    }

    @Test("end of file after a final newline points at the empty last line")
    func endOfFileAfterAFinalNewlinePointsAtTheEmptyLastLine() {
        let source = TestSource("a.json", "{\n  \"a\": 1\n")
        let diagnostic = Diagnostic.error(
            "syntax.unexpected-end", "unexpected end of file", at: source.span(line: 3, column: 1, length: 0),
            label: "expected '}'")
        #expect(
            plain.render(diagnostic, sources: source.store) == """
                a.json:3:1: error: [syntax.unexpected-end] unexpected end of file
                  |
                1 | {
                2 |   "a": 1
                3 |
                  | ^ expected '}'

                """)
    }

    @Test("tabs before the span are kept in the caret padding")
    func tabsBeforeTheSpanAreKeptInTheCaretPadding() {
        let source = TestSource("t.yaml", "a:\n\tb:\t\"x\"\n")
        let diagnostic = Diagnostic.error("syntax.x", "bad", at: source.span(line: 2, column: 5, length: 3))
        #expect(
            plain.render(diagnostic, sources: source.store) == """
                t.yaml:2:5: error: [syntax.x] bad
                  |
                1 | a:
                2 | \tb:\t"x"
                  | \t  \t^^^

                """)
    }

    @Test("multi-byte characters before the span pad one column each")
    func multiByteCharactersBeforeTheSpanPadOneColumnEach() {
        // 'é' is two bytes, '→' three: the column counts bytes, the padding counts characters.
        let source = TestSource("u.json", "{ \"café→\": {bad} }\n")
        let column = Array("{ \"café→\": ".utf8).count + 1
        #expect(column == 15)
        let diagnostic = Diagnostic.error("syntax.x", "bad", at: source.span(line: 1, column: column, length: 5))
        #expect(
            plain.render(diagnostic, sources: source.store) == """
                u.json:1:15: error: [syntax.x] bad
                  |
                1 | { "café→": {bad} }
                  |            ^^^^^

                """)
    }

    @Test("wide characters pad and underline two columns each")
    func wideCharactersPadAndUnderlineTwoColumnsEach() {
        let source = TestSource("w.json", "{ \"名前\": \"色\" }\n")
        let column = Array("{ \"名前\": ".utf8).count + 1
        let diagnostic = Diagnostic.error("syntax.x", "bad", at: source.span(line: 1, column: column, length: 5))
        #expect(
            plain.render(diagnostic, sources: source.store) == """
                w.json:1:13: error: [syntax.x] bad
                  |
                1 | { "名前": "色" }
                  |           ^^^^

                """)
    }

    @Test("empty span gets one caret")
    func emptySpanGetsOneCaret() {
        let diagnostic = Diagnostic.error(
            "syntax.missing-comma", "expected ','", at: colorTokens.span(line: 5, column: 34, length: 0),
            label: "insert ',' here")
        #expect(
            plain.render(diagnostic, sources: colorTokens.store) == """
                tokens/color.tokens.json:5:34: error: [syntax.missing-comma] expected ','
                  |
                3 |     "base": {
                4 |       "blue": {
                5 |         "500": { "$type": "color",
                  |                                  ^ insert ',' here
                6 |           "$value": "#1b8188" }

                """)
    }

    @Test("multi-line span underlines its part of each line")
    func multiLineSpanUnderlinesItsPartOfEachLine() {
        let diagnostic = Diagnostic.error(
            "type.mismatch", "token '500' has no valid value",
            at: colorTokens.span(from: (5, 16), to: (6, 32)), label: "this object")
        #expect(
            plain.render(diagnostic, sources: colorTokens.store) == """
                tokens/color.tokens.json:5:16: error: [type.mismatch] token '500' has no valid value
                  |
                3 |     "base": {
                4 |       "blue": {
                5 |         "500": { "$type": "color",
                  |                ^^^^^^^^^^^^^^^^^^^
                6 |           "$value": "#1b8188" }
                  |           ^^^^^^^^^^^^^^^^^^^^^ this object
                7 |       }

                """)
    }

    @Test("multi-line span ending at the start of a line ends on the line before")
    func multiLineSpanEndingAtTheStartOfALineEndsOnTheLineBefore() {
        let diagnostic = Diagnostic.error(
            "type.mismatch", "bad", at: colorTokens.span(from: (9, 13), to: (10, 1)))
        #expect(
            plain.render(diagnostic, sources: colorTokens.store) == """
                tokens/color.tokens.json:9:13: error: [type.mismatch] bad
                   |
                 7 |       }
                 8 |     },
                 9 |     "text": {
                   |             ^
                10 |       "link": { "$value": "{color.base.blu.500}" }

                """)
    }

    @Test("long multi-line span shows its first two lines and its last")
    func longMultiLineSpanShowsItsFirstTwoLinesAndItsLast() {
        let diagnostic = Diagnostic.error(
            "group.invalid", "bad group", at: colorTokens.span(from: (3, 13), to: (8, 6)), label: "group")
        #expect(
            plain.render(diagnostic, sources: colorTokens.store) == """
                tokens/color.tokens.json:3:13: error: [group.invalid] bad group
                  |
                1 | {
                2 |   "color": {
                3 |     "base": {
                  |             ^
                4 |       "blue": {
                  |       ^^^^^^^^^
                ...
                8 |     },
                  |     ^ group
                9 |     "text": {

                """)
    }

    @Test("note with a location gets its own header and frame")
    func noteWithALocationGetsItsOwnHeaderAndFrame() {
        let diagnostic = Diagnostic.error(
            "alias.cycle", "alias cycle through 'a'", at: colorTokens.span(line: 10, column: 28, length: 20),
            label: "starts here",
            notes: [
                DiagnosticNote("'color.base.blue.500' is defined here", at: colorTokens.span(line: 5, column: 9, length: 5)),
                DiagnosticNote("cycles are never resolved"),
            ])
        #expect(
            plain.render(diagnostic, sources: colorTokens.store) == """
                tokens/color.tokens.json:10:28: error: [alias.cycle] alias cycle through 'a'
                   |
                 8 |     },
                 9 |     "text": {
                10 |       "link": { "$value": "{color.base.blu.500}" }
                   |                            ^^^^^^^^^^^^^^^^^^^^ starts here
                11 |     }
                   |
                   = note: cycles are never resolved
                tokens/color.tokens.json:5:9: note: 'color.base.blue.500' is defined here
                  |
                3 |     "base": {
                4 |       "blue": {
                5 |         "500": { "$type": "color",
                  |         ^^^^^
                6 |           "$value": "#1b8188" }

                """)
    }

    @Test("diagnostic without a span names the tool")
    func diagnosticWithoutASpanNamesTheTool() {
        let diagnostic = Diagnostic.error(
            "input.empty", "no token files given", at: nil, help: "pass a folder, e.g. 'refract build tokens/'")
        #expect(
            plain.render(diagnostic, sources: SourceStore()) == """
                refract: error: [input.empty] no token files given
                  = help: pass a folder, e.g. 'refract build tokens/'

                """)
    }

    @Test("file missing from the store prints the header and notes without a frame")
    func fileMissingFromTheStorePrintsTheHeaderAndNotesWithoutAFrame() {
        let diagnostic = Diagnostic.warning(
            "compat.legacy-string", "legacy string value '#fff'", at: colorTokens.span(line: 2, column: 3, length: 4),
            label: "here", notes: [DiagnosticNote("older drafts allowed strings")])
        #expect(
            plain.render(diagnostic, sources: SourceStore()) == """
                tokens/color.tokens.json:2:3: warning: [compat.legacy-string] legacy string value '#fff'
                  = note: older drafts allowed strings

                """)
    }

    @Test("span past the end of the file prints the header only")
    func spanPastTheEndOfTheFilePrintsTheHeaderOnly() {
        let diagnostic = Diagnostic.error("syntax.x", "bad", at: colorTokens.span(line: 40, column: 1, length: 1))
        #expect(plain.render(diagnostic, sources: colorTokens.store) == "tokens/color.tokens.json:40:1: error: [syntax.x] bad\n")
    }

    @Test("carriage returns of CRLF files are not printed")
    func carriageReturnsOfCRLFFilesAreNotPrinted() {
        let source = TestSource("crlf.json", "{\r\n  \"a\": x\r\n}\r\n")
        let diagnostic = Diagnostic.error("syntax.x", "bad", at: source.span(line: 2, column: 8, length: 1))
        #expect(
            plain.render(diagnostic, sources: source.store) == """
                crlf.json:2:8: error: [syntax.x] bad
                  |
                1 | {
                2 |   "a": x
                  |        ^
                3 | }

                """)
    }

    @Test("multi-line help is aligned under its first line")
    func multiLineHelpIsAlignedUnderItsFirstLine() {
        let diagnostic = Diagnostic.error("input.empty", "no token files given", at: nil, help: "one\ntwo")
        #expect(
            plain.render(diagnostic, sources: SourceStore()) == """
                refract: error: [input.empty] no token files given
                  = help: one
                          two

                """)
    }

    @Test("control characters in the source are shown as replacement characters")
    func controlCharacters() {
        let source = TestSource("c.json", "{ \"\u{1B}[31m\": x }\n")
        let diagnostic = Diagnostic.error("syntax.x", "bad", at: source.span(line: 1, column: 12, length: 1))
        #expect(
            plain.render(diagnostic, sources: source.store) == """
                c.json:1:12: error: [syntax.x] bad
                  |
                1 | { "\u{FFFD}[31m": x }
                  |            ^

                """)
    }

    @Test("several diagnostics are separated by an empty line")
    func severalDiagnosticsAreSeparatedByAnEmptyLine() {
        let first = Diagnostic.error("input.empty", "one", at: nil)
        let second = Diagnostic(.note, "input.info", "two", at: nil)
        #expect(
            plain.render([first, second], sources: SourceStore()) == """
                refract: error: [input.empty] one

                refract: note: [input.info] two

                """)
    }
}

@Suite("Code frames of long lines")
struct LongLineFrameTests {
    /// Minified JSON keeps a whole file on one line: the frame shows a window around the span, marked
    /// with `…`, and the carets stay under the span.
    @Test func minifiedLineShowsAWindowAroundTheSpan() {
        let filler = String(repeating: "\"pad\":1,", count: 40)
        let line = "{" + filler + "\"link\":{\"$value\":\"{color.blu}\"}," + filler + "}"
        let source = TestSource("min.tokens.json", line + "\n")
        let start = line.range(of: "{color.blu}")!.lowerBound
        let startColumn = line.utf8.distance(from: line.startIndex, to: start) + 1
        let diagnostic = Diagnostic.error(
            "alias.unresolved", "no token at path 'color.blu'", at: source.span(line: 1, column: startColumn, length: 11),
            label: "referenced here")
        let text = TextRenderer(useColor: false).render(diagnostic, sources: source.store)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let sourceLine = lines.first { $0.hasPrefix("1 |") } ?? ""
        #expect(sourceLine.count < CodeFrame.maximumLineBytes + 20, "\(sourceLine.count) characters")
        #expect(sourceLine.hasPrefix("1 | …"))
        #expect(sourceLine.hasSuffix("…"))
        let caretLine = lines.first { $0.contains("^") } ?? ""
        let caretColumn = caretLine.distance(from: caretLine.startIndex, to: caretLine.firstIndex(of: "^")!)
        let spanColumn = sourceLine.distance(from: sourceLine.startIndex, to: sourceLine.range(of: "{color.blu}")!.lowerBound)
        #expect(caretColumn == spanColumn)
        #expect(caretLine.contains("^^^^^^^^^^^ referenced here"))
    }

    @Test func windowsEndOnCharacterBoundaries() {
        let content = ArraySlice(Array(String(repeating: "é", count: 200).utf8))
        for from in [0, 1, 57, 120, 399] {
            let range = CodeFrame.window(content, from: from, to: from + 3)
            let text = String(decoding: content[range], as: UTF8.self)
            #expect(!text.contains("\u{FFFD}"))
            #expect(range.count <= CodeFrame.maximumLineBytes)
        }
    }

    @Test func shortLinesAreShownWhole() {
        let content = ArraySlice(Array("{ \"a\": 1 }".utf8))
        #expect(CodeFrame.window(content, from: 3, to: 4) == 0..<content.count)
    }
}
