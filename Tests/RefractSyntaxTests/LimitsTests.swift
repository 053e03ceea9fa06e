import RefractDiagnostics
import RefractSyntax
import Testing

@Suite("Limits and encoding")
struct LimitsTests {
    @Test(arguments: SourceFormat.allCases)
    func deepNestingIsAnErrorNotACrash(format: SourceFormat) {
        let text = String(repeating: "[", count: 100_000)
        let result = read(text, format)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.code.rawValue) == ["syntax.depth"])
        #expect(result.diagnostics.first?.span?.start.column == 257)
    }

    @Test(arguments: SourceFormat.allCases)
    func nestingAtTheLimitIsFine(format: SourceFormat) {
        let text = String(repeating: "[", count: 8) + String(repeating: "]", count: 8)
        #expect(read(text, format, limits: ReaderLimits(maximumDepth: 8)).diagnostics.isEmpty)
        #expect(summary(read(text, format, limits: ReaderLimits(maximumDepth: 7))) == ["syntax.depth@1:8"])
    }

    @Test func aliasesCannotExceedTheDepthLimit() {
        let text = "a: &a [[[1]]]\nb: [[*a]]\n"
        #expect(read(text, .yaml, limits: ReaderLimits(maximumDepth: 5)).diagnostics.map(\.code.rawValue) == ["syntax.depth"])
        #expect(read(text, .yaml, limits: ReaderLimits(maximumDepth: 6)).diagnostics.isEmpty)
    }

    @Test(arguments: SourceFormat.allCases)
    func fileTooLarge(format: SourceFormat) {
        let result = read("[1, 2, 3]", format, limits: ReaderLimits(maximumFileSize: 8))
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.code.rawValue) == ["syntax.file-too-large"])
    }

    /// YAML costs about twice the JSON of the same data (libyaml's parse alone costs more than reading the
    /// JSON), so its limit is half the file limit: 32 MiB by default, the error at the first byte past it.
    @Test func yamlFileTooLargeIsLocatedWhereTheLimitIsPassed() throws {
        #expect(ReaderLimits().maximumYAMLFileSize == 32 << 20)
        let limits = ReaderLimits(maximumFileSize: 30)
        #expect(limits.maximumYAMLFileSize == 15)
        let result = read("a: 1\nb: [1, 2, 3]\n", .yaml, limits: limits)
        #expect(result.root == nil)
        #expect(summary(result) == ["syntax.yaml-too-large@2:11"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "YAML file is 18 bytes, more than the limit of 15 bytes for YAML")
        #expect(diagnostic.span?.start.offset == 15)
        // JSON up to the file limit, and YAML up to its own, are read.
        #expect(read("[1, 2, 3, 4, 5, 6, 7]", .json, limits: limits).diagnostics.isEmpty)
        #expect(read("[1, 2, 3, 4, 5]", .yaml, limits: limits).diagnostics.isEmpty)
        #expect(summary(read("[1, 2, 3, 4, 55]", .yaml, limits: limits)) == ["syntax.yaml-too-large@1:16"])
    }

    static let invalidUTF8: [(bytes: [UInt8], expected: String)] = [
        (Array("{\"a\": \"".utf8) + [0xFF] + Array("\"}".utf8), "syntax.encoding@1:8+7"),
        (Array("{\"é\":\n \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8), "syntax.encoding@2:3+9"),
        ([0xE2, 0x82], "syntax.encoding@1:1+0"),
        ([0xED, 0xA0, 0x80], "syntax.encoding@1:1+0"),
        ([0xC0, 0xAF], "syntax.encoding@1:1+0"),
        ([0xEF, 0xBB, 0xBF, 0x61, 0xF5], "syntax.encoding@1:2+4"),
    ]

    @Test(arguments: invalidUTF8)
    func invalidUTF8IsLocatedAtTheFirstBadByte(_ row: (bytes: [UInt8], expected: String)) {
        for format in SourceFormat.allCases {
            let result = readDocument(bytes: row.bytes, path: "bad", format: format)
            #expect(result.root == nil)
            let found = result.diagnostics.map { "\($0.code)@\($0.span?.start.line ?? 0):\($0.span?.start.column ?? 0)+\($0.span?.start.offset ?? -1)" }
            #expect(found == [row.expected], "\(format)")
        }
    }

    @Test func utf16IsRecognisedInTheHelp() {
        let result = readDocument(bytes: [0xFF, 0xFE, 0x7B, 0x00], path: "u16.json", format: .json)
        #expect(result.diagnostics.first?.help == "the file looks like UTF-16; save it as UTF-8")
    }
}
