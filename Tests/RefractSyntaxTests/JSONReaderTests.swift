import RefractDiagnostics
import RefractSyntax
import Testing

@Suite("JSON values and spans")
struct JSONReaderTests {
    static let values: [(String, String)] = [
        (#"{"a": 1, "b": [true, false, null], "c": "x"}"#, #"{a:1,b:[true,false,null],c:"x"}"#),
        (#"[]"#, "[]"),
        (#"{}"#, "{}"),
        (#"  "text"  "#, #""text""#),
        (#"[0, -0, 1.5, -2.25e3, 1E2, 12345678901234567]"#, "[0,-0,1.5f,-2250.0f,100.0f,12345678901234568]"),
        (#"[0.1, 2.2250738585072014e-308, 1.7976931348623157e308, 123456789012345678901234567890]"#,
         "[0.1f,2.2250738585072014e-308f,1.7976931348623157e+308f,1.2345678901234568e+29f]"),
        (#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u4e2d", "\ud83d\ude00"]"#, "[\"a\"b\\c/d\u{8}\u{c}\n\r\t\",\"é中\",\"😀\"]"),
        (#"{"é": "ü€😀"}"#, #"{é:"ü€😀"}"#),
    ]

    @Test(arguments: values)
    func reads(input: String, expected: String) {
        let result = read(input, .json)
        #expect(result.diagnostics.isEmpty)
        #expect(render(result.root) == expected)
    }

    @Test func numbersAreExactAsTheStandardLibraryReadsThem() {
        let literals = ["0.1", "0.3", "1e23", "8.98846567431158e307", "4.9e-324", "2.5e-5", "123.456e-7",
                        "9007199254740993", "0.000001", "1.00000000000000011102230246251565404236316680908203125"]
        for literal in literals {
            let result = read(literal, .json)
            #expect(result.root?.numberValue == Double(literal), "\(literal)")
        }
        #expect(read("1e3", .json).root.map(render) == "1000.0f")
        if case .number(_, let isInteger)? = read("-12", .json).root?.value { #expect(isInteger) } else { Issue.record("not a number") }
    }

    @Test func spansOfKeysAndValuesCountUTF8Bytes() throws {
        let text = "{\n  \"é\": \"ü\",\n  \"k\": [1, {\"x\": null}]\n}"
        let result = read(text, .json)
        let root = try #require(result.root)
        #expect(position(root.span) == "1:1+0-4:2+41")
        let first = try #require(root.entry("é"))
        #expect(position(first.keySpan) == "2:3+4-2:7+8")
        #expect(position(first.value.span) == "2:9+10-2:13+14")
        let second = try #require(root.entry("k"))
        #expect(position(second.keySpan) == "3:3+18-3:6+21")
        let items = try #require(second.value.elements)
        #expect(position(second.value.span) == "3:8+23-3:24+39")
        #expect(position(items[0].span) == "3:9+24-3:10+25")
        let inner = try #require(items[1].entry("x"))
        #expect(position(inner.value.span) == "3:18+33-3:22+37")
        #expect(root.span.file == "test.json")
    }

    @Test func byteOrderMarkIsSkippedButCountsInOffsets() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8)
        let result = readDocument(bytes: bytes, path: "bom.json", format: .json)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(position(root.span) == "1:1+3-1:9+11")
        #expect(position(try #require(root.entry("a")).keySpan) == "1:2+4-1:5+7")
    }

    /// Members of all open containers share two stacks; each container must get exactly its own, in
    /// order, also after the stacks grow and when objects and arrays alternate.
    @Test func nestedContainersKeepTheirOwnMembers() {
        let objects = (0..<100).map { i in
            #"{"k": [\#(i), [\#(i)], {}], "m": {"x": \#(i), "y": []}, "#
                + (0..<15).map { #""p\#($0)": \#($0)"# }.joined(separator: ", ") + "}"
        }
        let expected = (0..<100).map { i in
            "{k:[\(i),[\(i)],{}],m:{x:\(i),y:[]}," + (0..<15).map { "p\($0):\($0)" }.joined(separator: ",") + "}"
        }
        let result = read("[" + objects.joined(separator: ", ") + "]", .json)
        #expect(result.diagnostics.isEmpty)
        #expect(render(result.root) == "[" + expected.joined(separator: ",") + "]")
    }

    @Test func duplicateKeysAreAllReportedAndTheFirstValueKept() throws {
        let result = read(#"{"a": 1, "b": 2, "a": 3, "a": 4}"#, .json)
        #expect(summary(result) == ["syntax.duplicate-key@1:18", "syntax.duplicate-key@1:26"])
        #expect(result.diagnostics.first?.message == "duplicate key 'a'")
        #expect(result.diagnostics.first?.notes.first?.span?.start.column == 2)
        #expect(render(result.root) == "{a:1,b:2}")
    }

    @Test func duplicateKeysInLargeObjectsAreFound() {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let result = read("{\(members), \"k7\": 0, \"k39\": 1}", .jsonc)
        #expect(result.diagnostics.map(\.message) == ["duplicate key 'k7'", "duplicate key 'k39'"])
        #expect(result.root?.entries?.count == 40)
    }

    @Test func emptyFileIsAWarningAndAnEmptyMapping() {
        for format in SourceFormat.allCases {
            let result = read(format == .yaml ? "# nothing\n" : "  \n", format)
            #expect(summary(result) == ["syntax.empty@1:1"], "\(format)")
            #expect(result.diagnostics.first?.severity == .warning)
            #expect(render(result.root) == "{}")
        }
        #expect(render(read("", .json).root) == "{}")
        #expect(render(read("// only a comment", .jsonc).root) == "{}")
    }
}

@Suite("Duplicate keys")
struct DuplicateKeyTests {
    @Test(arguments: [SourceFormat.json, .jsonc, .json5])
    func repeatWithTheSameValueIsAWarning(format: SourceFormat) {
        let result = read(#"{"a": {"x": [1, "s", null]}, "a": {"x": [1, "s", null]}, "b": 1.0, "b": 1}"#, format)
        #expect(result.diagnostics.map(\.severity) == [.warning, .error])
        #expect(result.diagnostics.map(\.message) == ["duplicate key 'a' with the same value", "duplicate key 'b'"])
        #expect(render(result.root) == #"{a:{x:[1,"s",null]},b:1.0f}"#)
    }

    @Test func yamlRepeatWithTheSameValueIsAWarning() {
        let result = read("a: 1\na: 1\n", .yaml)
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.root != nil)
    }
}
