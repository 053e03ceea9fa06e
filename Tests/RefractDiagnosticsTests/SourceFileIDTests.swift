import RefractDiagnostics
import Testing

@Suite("Interned file paths")
struct SourceFileIDTests {
    @Test func samePathSameID() {
        #expect(SourceFileID.intern("a/b.json") == SourceFileID.intern("a/b.json"))
        #expect(SourceFileID.intern("a/b.json").path == "a/b.json")
        #expect(SourceFileID.intern("a/b.json") != SourceFileID.intern("a/c.json"))
    }

    @Test func concurrentInterningAndReading() async {
        await withTaskGroup(of: Bool.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var ok = true
                    for i in 0..<2000 {
                        let path = "stress/\(worker)/\(i % 50)-a-long-enough-path-to-need-storage.json"
                        let span = SourceSpan(file: path, start: .init(line: 1, column: 1, offset: 0), end: .init(line: 1, column: 1, offset: 0))
                        ok = ok && span.file == path
                    }
                    return ok
                }
            }
            for await ok in group { #expect(ok) }
        }
    }
}

@Suite("Interned file paths in diagnostics")
struct SourceFileIDDiagnosticTests {
    @Test func optionalFileThroughDiagnostic() {
        let span = SourceSpan(file: "a", start: .init(line: 1, column: 1, offset: 0), end: .init(line: 1, column: 2, offset: 1))
        let diagnostic = Diagnostic.error("x.y", "m", at: span)
        #expect([diagnostic].map { $0.span?.file } == ["a"])
    }
}
