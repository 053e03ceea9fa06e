import RefractDiagnostics
import Testing

/// Text output shows the first diagnostics of each code and counts the rest, per code.
@Suite("Floods of one code")
struct FloodGroupingTests {
    static func warnings(_ count: Int, code: DiagnosticCode, files: Int) -> [Diagnostic] {
        (0..<count).map { index in
            let source = TestSource("tokens/part-\(index % files).json", "{}\n")
            return .warning(code, "legacy value \(index)", at: source.span(line: 1, column: 1, length: 1))
        }
    }

    @Test func theFirstOfEachCodeAreShownAndTheRestCounted() {
        let legacy = Self.warnings(79_995, code: "compat.legacy-dimension", files: 18)
        let colors = Self.warnings(3, code: "compat.legacy-color", files: 1)
        let (shown, leftOut) = FloodGrouping(shownPerCode: 20).split(colors + legacy)
        #expect(shown.count == 23)
        #expect(shown.prefix(3).map(\.code) == Array(repeating: "compat.legacy-color", count: 3))
        #expect(shown.dropFirst(3).map(\.message) == (0..<20).map { "legacy value \($0)" })
        #expect(leftOut.map(FloodGrouping.line) == [
            "refract: … and 79,975 more [compat.legacy-dimension] in 18 files (--verbose for all)"
        ])
    }

    @Test(arguments: [
        (21, 1, "refract: … and 1 more [compat.legacy-dimension] in 1 file (--verbose for all)"),
        (1_000_020, 3, "refract: … and 1,000,000 more [compat.legacy-dimension] in 3 files (--verbose for all)"),
        (1_020, 2, "refract: … and 1,000 more [compat.legacy-dimension] in 2 files (--verbose for all)"),
    ])
    func theCountIsWrittenInFull(_ count: Int, _ files: Int, _ expected: String) {
        let (_, leftOut) = FloodGrouping(shownPerCode: 20).split(Self.warnings(count, code: "compat.legacy-dimension", files: files))
        #expect(leftOut.map(FloodGrouping.line) == [expected])
    }

    @Test func diagnosticsWithoutAFileAreCountedWithoutFiles() {
        let many = (0..<25).map { Diagnostic.error("build.would-overwrite", "file \($0)", at: nil) }
        let (shown, leftOut) = FloodGrouping(shownPerCode: 20).split(many)
        #expect(shown.count == 20)
        #expect(leftOut.map(FloodGrouping.line) == ["refract: … and 5 more [build.would-overwrite] (--verbose for all)"])
    }

    @Test func fewDiagnosticsAreAllShown() {
        let few = Self.warnings(20, code: "compat.legacy-dimension", files: 2)
        let (shown, leftOut) = FloodGrouping(shownPerCode: 20).split(few)
        #expect(shown == few)
        #expect(leftOut.isEmpty)
    }
}
