import RefractDiagnostics
import RefractSyntax
import Testing

@Suite("YAML reader")
struct YAMLReaderTests {
    static let coreSchemaScalars: [(String, String)] = [
        ("null", "null"), ("Null", "null"), ("NULL", "null"), ("~", "null"), ("", "null"),
        ("true", "true"), ("True", "true"), ("TRUE", "true"), ("false", "false"), ("False", "false"), ("FALSE", "false"),
        ("yes", #""yes""#), ("no", #""no""#), ("on", #""on""#), ("off", #""off""#), ("tRUE", #""tRUE""#), ("nULL", #""nULL""#),
        ("0", "0"), ("-12", "-12"), ("+7", "7"), ("007", "7"), ("0o17", "15"), ("0x1F", "31"), ("0xff", "255"),
        ("1.5", "1.5f"), (".5", "0.5f"), ("-.5", "-0.5f"), ("1.", "1.0f"), ("1e3", "1000.0f"), ("-2.5E-2", "-0.025f"),
        (".inf", "inff"), ("-.Inf", "-inff"), ("+.INF", "inff"),
        ("0b101", #""0b101""#), ("0o8", #""0o8""#), ("1_000", #""1_000""#), ("1.2.3", #""1.2.3""#), ("e3", #""e3""#),
        ("'true'", #""true""#), ("\"12\"", #""12""#), ("!!str 12", #""12""#), ("!!str true", #""true""#),
        ("#ff00ff", "null"), ("'#ff00ff'", ##""#ff00ff""##), ("16px", #""16px""#), ("é ü", #""é ü""#),
    ]

    @Test(arguments: coreSchemaScalars)
    func coreSchema(scalar: String, expected: String) {
        let result = read("v: \(scalar)\n", .yaml)
        #expect(result.diagnostics.isEmpty, "\(scalar): \(result.diagnostics.map(\.message))")
        #expect(render(result.root) == "{v:\(expected)}", "\(scalar)")
    }

    @Test func nanIsANumber() throws {
        for text in [".nan", ".NaN", ".NAN"] {
            let value = try #require(read("v: \(text)", .yaml).root?["v"]?.numberValue)
            #expect(value.isNaN)
        }
    }

    @Test func keysAreTheScalarsText() {
        let result = read("100: a\ntrue: b\nnull: c\n1.50: d\n'quoted': e\n", .yaml)
        #expect(result.diagnostics.isEmpty)
        #expect(render(result.root) == #"{100:"a",true:"b",null:"c",1.50:"d",quoted:"e"}"#)
    }

    @Test func nestedStructureAndFlowCollections() {
        let result = read("a:\n  b: [1, 2, {c: d}]\n  e:\n    - x\n    - - y\n", .yaml)
        #expect(result.diagnostics.isEmpty)
        #expect(render(result.root) == #"{a:{b:[1,2,{c:"d"}],e:["x",["y"]]}}"#)
    }

    @Test func spansCountUTF8BytesAfterNonASCIIText() throws {
        let text = "é: ü€\nkey: [1, 'ß']\n"
        let root = try #require(read(text, .yaml).root)
        let first = try #require(root.entry("é"))
        #expect(position(first.keySpan) == "1:1+0-1:3+2")
        #expect(position(first.value.span) == "1:5+4-1:10+9")
        let second = try #require(root.entry("key"))
        #expect(position(second.keySpan) == "2:1+10-2:4+13")
        #expect(position(second.value.span) == "2:6+15-2:15+24")
        let items = try #require(second.value.elements)
        #expect(position(items[1].span) == "2:10+19-2:14+23")
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: ß\nb: 2\n".utf8)
        let result = readDocument(bytes: bytes, path: "bom.yaml", format: .yaml)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(position(try #require(root.entry("a")).keySpan) == "1:1+3-1:2+4")
        #expect(position(try #require(root.entry("b")).value.span) == "2:4+12-2:5+13")
    }

    @Test func anchorsAndAliasesAreExpandedWithTheAliasSpan() throws {
        let text = "base: &b\n  x: 1\n  y: [2]\ncopy: *b\nlist: [*b, *b]\n"
        let result = read(text, .yaml)
        #expect(result.diagnostics.isEmpty)
        #expect(render(result.root) == "{base:{x:1,y:[2]},copy:{x:1,y:[2]},list:[{x:1,y:[2]},{x:1,y:[2]}]}")
        let copy = try #require(result.root?["copy"])
        #expect(position(copy.span) == "4:7+31-4:9+33")
        #expect(copy["x"]?.span.start.line == 2)
    }

    @Test func mergeKeysMergeWithWrittenKeysWinning() {
        let text = "a: &a {x: 1, y: 1}\nb: &b {y: 2, z: 2}\nc:\n  <<: [*a, *b]\n  x: 0\nd:\n  w: 3\n  <<: *b\n"
        let result = read(text, .yaml)
        #expect(result.diagnostics.isEmpty)
        #expect(render(result.root?["c"]) == "{x:0,y:1,z:2}")
        #expect(render(result.root?["d"]) == "{w:3,y:2,z:2}")
        #expect(render(read("'<<': 1\n", .yaml).root) == "{<<:1}")
        #expect(summary(read("a:\n  <<: 1\n", .yaml)) == ["syntax.yaml-merge-key@2:7"])
    }

    /// The default node limit stops the expansion; how fast is a benchmark (Benchmarks/budgets.py).
    @Test func billionLaughsFailsFast() {
        var text = "lol0: &lol0 \"lol\"\n"
        for level in 1...9 {
            text += "lol\(level): &lol\(level) [" + Array(repeating: "*lol\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        // A billion bytes of "lol": the bytes the aliases copy pass their limit first.
        let result = read(text, .yaml)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.code.rawValue) == ["syntax.yaml-alias-size"])
        let unbounded = read(text, .yaml, limits: ReaderLimits(maximumAliasBytes: .max))
        #expect(unbounded.diagnostics.map(\.code.rawValue) == ["syntax.yaml-alias-limit"])
        let small = read(text, .yaml, limits: ReaderLimits(maximumNodes: 1000))
        #expect(summary(small) == ["syntax.yaml-alias-limit@4:63"])
    }

    @Test func duplicateKeysAreAllReported() {
        let result = read("a: 1\nb: 2\na: 3\nb:\n  c: 1\n  c: 2\n", .yaml)
        #expect(summary(result) == ["syntax.duplicate-key@3:1", "syntax.duplicate-key@6:3", "syntax.duplicate-key@4:1"])
        #expect(render(result.root) == "{a:1,b:2}")
    }

    static let errors: [(input: String, expected: String)] = [
        ("a: 1\n---\nb: 2\n", "syntax.yaml-multiple-documents@2:1"),
        ("? [a, b]\n: c\n", "syntax.yaml-complex-key@1:3"),
        ("? {a: 1}\n: c\n", "syntax.yaml-complex-key@1:3"),
        ("a: *missing\n", "syntax.yaml-unknown-anchor@1:4"),
        ("a: &x [1, *x]\n", "syntax.yaml-unknown-anchor@1:11"),
        ("a: b: c\n", "syntax.yaml@1:5"),
        ("a: [1, 2\n", "syntax.yaml@2:1"),
        ("é: 'unterminated\n", "syntax.yaml@2:1"),
        ("a:\n\t- b\n", "syntax.yaml@2:1"),
    ]

    @Test(arguments: errors)
    func rejects(_ row: (input: String, expected: String)) {
        let result = read(row.input, .yaml)
        #expect(result.root == nil, "\(row.input)")
        #expect(summary(result).first == row.expected, "\(row.input): \(result.diagnostics.map(\.message))")
    }

    @Test func libyamlProblemAndContextAreKept() throws {
        let result = read("key: \"open\nnext: 1\n", .yaml)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == "syntax.yaml")
        #expect(diagnostic.message == "found unexpected end of stream")
        #expect(diagnostic.notes.first?.message == "while scanning a quoted scalar")
        #expect(diagnostic.notes.first?.span?.start.column == 6)
    }

    @Test func explicitEmptyDocumentIsNull() {
        let result = read("---\n", .yaml)
        #expect(result.diagnostics.isEmpty)
        #expect(render(result.root) == "null")
    }
}
