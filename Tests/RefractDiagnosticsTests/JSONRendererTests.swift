import Foundation
import Testing

@testable import RefractDiagnostics

@Suite("JSON renderer")
struct JSONRendererTests {
    let fixIt = FixIt(span: colorTokens.span(line: 10, column: 29, length: 18), replacement: "color.base.blue.500")

    var diagnostics: [Diagnostic] {
        var alias = unresolvedAlias
        alias.fixIt = fixIt
        alias.notes.append(DiagnosticNote("defined here", at: colorTokens.span(line: 5, column: 9, length: 5)))
        return [
            alias,
            Diagnostic.warning("compat.legacy-string", "legacy \"quoted\" \\ value\n\ttab \u{01} é", at: nil),
        ]
    }

    @Test("every field reads back as written")
    func fields() throws {
        let root = try parseJSONObject(JSONRenderer().render(diagnostics))
        #expect(root["version"] as? Int == 1)
        let entries = try root.array("diagnostics")
        try #require(entries.count == 2)

        let first = entries[0]
        #expect(first["severity"] as? String == "error")
        #expect(first["code"] as? String == "alias.unresolved")
        #expect(first["message"] as? String == "no token at path 'color.base.blu.500'")
        #expect(first["file"] as? String == "tokens/color.tokens.json")
        #expect(first["line"] as? Int == 10)
        #expect(first["column"] as? Int == 28)
        #expect(first["endLine"] as? Int == 10)
        #expect(first["endColumn"] as? Int == 48)
        #expect(first["offset"] as? Int == unresolvedAlias.span?.start.offset)
        #expect(first["endOffset"] as? Int == unresolvedAlias.span?.end.offset)
        #expect(first["label"] as? String == "referenced here")
        #expect(first["help"] as? String == unresolvedAlias.help)

        let notes = try first.array("notes")
        try #require(notes.count == 2)
        #expect(notes[0]["message"] as? String == unresolvedAlias.notes[0].message)
        #expect(notes[0].isNull("file") && notes[0].isNull("line") && notes[0].isNull("column"))
        #expect(notes[1]["message"] as? String == "defined here")
        #expect(notes[1]["file"] as? String == "tokens/color.tokens.json")
        #expect(notes[1]["line"] as? Int == 5)
        #expect(notes[1]["column"] as? Int == 9)
        #expect(notes[1]["endColumn"] as? Int == 14)

        let fix = try first.object("fixIt")
        #expect(fix["file"] as? String == "tokens/color.tokens.json")
        #expect(fix["line"] as? Int == 10)
        #expect(fix["column"] as? Int == 29)
        #expect(fix["endColumn"] as? Int == 47)
        #expect(fix["offset"] as? Int == fixIt.span.start.offset)
        #expect(fix["endOffset"] as? Int == fixIt.span.end.offset)
        #expect(fix["replacement"] as? String == "color.base.blue.500")

        let second = entries[1]
        #expect(second["severity"] as? String == "warning")
        #expect(second["message"] as? String == "legacy \"quoted\" \\ value\n\ttab \u{01} é")
        for key in ["file", "line", "column", "endLine", "endColumn", "offset", "endOffset", "label", "help", "fixIt"] {
            #expect(second.isNull(key), "'\(key)' should be null")
        }
        #expect(try second.array("notes").isEmpty)

        let summary = try root.object("summary")
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["warnings"] as? Int == 1)
        #expect(summary["notes"] as? Int == 0)
    }

    @Test("keys come in the documented order")
    func keyOrder() {
        let text = JSONRenderer().render([Diagnostic.error("a.b", "m", at: nil)])
        #expect(text == """
            {
              "version": 1,
              "diagnostics": [
                {
                  "severity": "error",
                  "code": "a.b",
                  "message": "m",
                  "file": null,
                  "line": null,
                  "column": null,
                  "endLine": null,
                  "endColumn": null,
                  "offset": null,
                  "endOffset": null,
                  "label": null,
                  "notes": [],
                  "help": null,
                  "fixIt": null
                }
              ],
              "summary": {
                "errors": 1,
                "warnings": 0,
                "notes": 0
              }
            }

            """)
    }

    @Test("no diagnostics is an empty list")
    func empty() throws {
        let root = try parseJSONObject(JSONRenderer().render([]))
        #expect(try root.array("diagnostics").isEmpty)
        #expect(try root.object("summary")["errors"] as? Int == 0)
    }

    @Test("strings escape quotes, backslashes and control characters", arguments: [
        ("plain", #""plain""#),
        ("a\"b", #""a\"b""#),
        ("a\\b", #""a\\b""#),
        ("\n\r\t\u{08}\u{0C}", #""\n\r\t\b\f""#),
        ("\u{00}\u{1F}\u{7F}", #""\u0000\u001f\u007f""#),
        ("é→名🎨", "\"é→名🎨\""),
    ])
    func escaping(input: String, expected: String) throws {
        var output = ""
        OrderedJSON.writeString(input, into: &output)
        #expect(output == expected)
        let decoded = try JSONSerialization.jsonObject(with: Data(output.utf8), options: .fragmentsAllowed)
        #expect(decoded as? String == input)
    }

    @Test("the same input renders the same bytes")
    func deterministic() {
        #expect(JSONRenderer().render(diagnostics) == JSONRenderer().render(diagnostics))
    }
}
