import RefractDiagnostics
import RefractSyntax
import Testing

@Suite("JSON5 and JSONC")
struct JSONDialectTests {
    /// Each JSON5 feature: the input, the tree it reads to, and the first error it gives as strict JSON.
    static let json5Features: [(name: String, input: String, expected: String, strictError: String)] = [
        ("unquoted keys", "{a: 1, $b: 2, _c: 3, é9: 4}", "{a:1,$b:2,_c:3,é9:4}", "syntax.json@1:2"),
        ("unicode escape in a key", #"{\u0061b: 1}"#, "{ab:1}", "syntax.json@1:2"),
        ("single quotes", #"{'a': 'it"s'}"#, #"{a:"it"s"}"#, "syntax.json@1:2"),
        ("escaped single quote", #"['it\'s']"#, #"["it's"]"#, "syntax.json@1:2"),
        ("line continuation", "[\"a\\\nb\", \"c\\\r\nd\"]", #"["ab","cd"]"#, "syntax.json@1:4"),
        ("hex escape", #"["\x41\x7e"]"#, #"["A~"]"#, "syntax.json@1:3"),
        ("other escapes", #"["\v\0\a"]"#, "[\"\u{0B}\u{0}a\"]", "syntax.json@1:3"),
        ("hex numbers", "[0x1F, -0XFF, 0xa]", "[31,-255,10]", "syntax.json@1:2"),
        ("leading decimal point", "[.5]", "[0.5f]", "syntax.json@1:2"),
        ("trailing decimal point", "[5.]", "[5.0f]", "syntax.json@1:2"),
        ("plus sign", "[+1, +.5e1]", "[1,5.0f]", "syntax.json@1:2"),
        ("infinity and nan", "[Infinity, -Infinity, +Infinity]", "[inff,-inff,inff]", "syntax.json@1:2"),
        ("trailing commas", "{a: [1, 2,], b: 3,}", "{a:[1,2],b:3}", "syntax.json@1:2"),
        ("comments", "// line\n{/* block */ \"a\": 1 // end\n}", "{a:1}", "syntax.json@1:1"),
        ("extra whitespace", "\u{0B}\u{0C}\u{A0}{\u{2028}\"a\"\u{2029}:\u{3000}1\u{FEFF}}", "{a:1}", "syntax.json@1:1"),
        ("raw tab in string", "[\"a\tb\"]", "[\"a\tb\"]", "syntax.json@1:4"),
    ]

    @Test(arguments: json5Features)
    func json5Feature(_ feature: (name: String, input: String, expected: String, strictError: String)) {
        let result = read(feature.input, .json5)
        #expect(result.diagnostics.isEmpty, "\(feature.name): \(result.diagnostics.map(\.message))")
        #expect(render(result.root) == feature.expected, "\(feature.name)")
        let strict = read(feature.input, .json)
        #expect(strict.root == nil, "\(feature.name)")
        #expect(summary(strict).first == feature.strictError, "\(feature.name): \(strict.diagnostics.map(\.message))")
    }

    @Test func nanIsANumber() throws {
        let value = try #require(read("NaN", .json5).root?.numberValue)
        #expect(value.isNaN)
    }

    @Test func jsoncAllowsCommentsAndTrailingCommasOnly() {
        let ok = read("{\n  // comment\n  \"a\": [1, 2,], /* c */\n}", .jsonc)
        #expect(ok.diagnostics.isEmpty)
        #expect(render(ok.root) == "{a:[1,2]}")
        let rejected = read("{a: 'x'}", .jsonc)
        #expect(summary(rejected) == ["syntax.json@1:2", "syntax.json@1:5"])
        #expect(rejected.diagnostics.map(\.message) == ["key 'a' is not in quotes", "single-quoted strings are not allowed in .jsonc files"])
    }

    @Test func strictJSONReportsEveryDialectProblemInOneRun() {
        let result = read("{\n  // note\n  \"a\": 1,\n  \"b\": [1, 2,],\n}", .json)
        #expect(summary(result) == ["syntax.json@2:3", "syntax.json@4:13", "syntax.json@4:15"])
        #expect(result.diagnostics[0].message == "comments are not allowed in .json files")
        #expect(result.diagnostics[1].message == "trailing comma is not allowed in .json files")
        #expect(result.diagnostics[1].help == "trailing commas are allowed in .jsonc and .json5 files")
        #expect(result.diagnostics[1].fixIt?.replacement == "")
        #expect(result.root == nil)
    }

    @Test func json5StillRejectsWhatJSON5Forbids() {
        #expect(summary(read("[01]", .json5)) == ["syntax.json@1:2"])
        #expect(summary(read(#"["\1"]"#, .json5)) == ["syntax.json@1:3"])
        #expect(summary(read("[\"a\nb\"]", .json5)) == ["syntax.json@1:2"])
        #expect(summary(read("[1,,]", .json5)) == ["syntax.json@1:4"])
        #expect(summary(read("{a b: 1}", .json5)) == ["syntax.json@1:4"])
    }
}

@Suite("Strict JSON rejections")
struct StrictJSONTests {
    static let rejections: [(input: String, expected: String, message: String)] = [
        ("[1, ,2]", "syntax.json@1:5", "unexpected ','; expected a value"),
        ("{\"a\": }", "syntax.json@1:7", "unexpected '}'; expected a value"),
        ("{\"a\" 1}", "syntax.json@1:6", "unexpected '1'; expected ':' after key 'a'"),
        ("{\"a\": 1 \"b\": 2}", "syntax.json@1:9", "unexpected '\"'; expected ',' or '}'"),
        ("[1 2]", "syntax.json@1:4", "unexpected '2'; expected ',' or ']'"),
        ("{\"a\": [1, 2}", "syntax.json@1:12", "unexpected '}'; expected ',' or ']'"),
        ("[1, 2", "syntax.json@1:6", "unexpected end of file; expected ',' or ']'"),
        ("{\"a\": \"abc", "syntax.json@1:7", "unterminated string"),
        ("[\"abc\n\"]", "syntax.json@1:2", "unterminated string"),
        ("[\"a\u{01}b\"]", "syntax.json@1:4", "character U+0001 must be escaped in a string"),
        ("[\"a\tb\"]", "syntax.json@1:4", "character U+0009 must be escaped in a string"),
        ("[007]", "syntax.json@1:2", "number has a leading zero"),
        ("[-]", "syntax.json@1:3", "unexpected ']'; expected a digit"),
        ("[1e]", "syntax.json@1:4", "unexpected ']'; expected a digit in the exponent"),
        ("[NaN]", "syntax.json@1:2", "'NaN' is not allowed in numbers in .json files"),
        ("[True]", "syntax.json@1:2", "unexpected 'True'; expected a value"),
        ("[nul]", "syntax.json@1:2", "unexpected 'nul'; expected a value"),
        ("[truex]", "syntax.json@1:2", "unexpected 'truex'; expected a value"),
        (#"["\ud83d"]"#, "syntax.json@1:3", "lone surrogate in a unicode escape"),
        (#"["\ude00x"]"#, "syntax.json@1:3", "lone surrogate in a unicode escape"),
        (#"["\ud83d\u0041"]"#, "syntax.json@1:3", "lone surrogate in a unicode escape"),
        (#"["\u12G4"]"#, "syntax.json@1:3", #"invalid unicode escape; expected four hex digits after '\u'"#),
        (#"["\q"]"#, "syntax.json@1:3", #"invalid escape '\q' in a .json string"#),
        ("{} {}", "syntax.json@1:4", "unexpected '{'; expected end of file"),
        ("[1] /* open", "syntax.json@1:5", "unterminated block comment"),
        ("{\"a\": 1,}", "syntax.json@1:8", "trailing comma is not allowed in .json files"),
        ("é", "syntax.json@1:1", "unexpected 'é'; expected a value"),
        ("[\u{A0}1]", "syntax.json@1:2", "character U+00A0 is not whitespace in .json files"),
    ]

    @Test(arguments: rejections)
    func rejects(_ row: (input: String, expected: String, message: String)) {
        let result = read(row.input, .json)
        #expect(result.root == nil, "\(row.input)")
        #expect(summary(result).first == row.expected, "\(row.input)")
        #expect(result.diagnostics.first?.message == row.message, "\(row.input)")
    }

    @Test func unterminatedStringIsLocatedAtItsStartAfterMultiByteText() throws {
        let result = read("{\"é\": \"never closed", .json)
        let span = try #require(result.diagnostics.first?.span)
        #expect(position(span) == "1:8+7-1:9+8")
    }

    @Test func errorsAfterLineBreaksAreOnTheirLine() {
        #expect(summary(read("{\n  \"a\": 1,\n  \"b\": ?\n}", .json)) == ["syntax.json@3:8"])
    }
}
