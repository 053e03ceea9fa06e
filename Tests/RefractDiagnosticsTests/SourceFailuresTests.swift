import RefractDiagnostics
import Testing

/// A source not read is reported first and carries what it may have caused, counted in one note.
@Suite("Source failures and their cascade")
struct SourceFailuresTests {
    static func span(_ file: String, _ offset: Int) -> SourceSpan {
        SourceSpan(file: file, start: .init(line: 1, column: offset + 1, offset: offset), end: .init(line: 1, column: offset + 2, offset: offset + 1))
    }

    @Test func aMissingFileComesFirstAndFoldsTheUnresolvedReferences() {
        let report = DiagnosticReport([
            .error("alias.unresolved", "no token at path 'palette.ink'", at: Self.span("a/modes/dark.tokens.yaml", 3)),
            .error("alias.unresolved", "no token at path 'palette.mist'", at: Self.span("a/modes/dark.tokens.yaml", 9)),
            .error("ref.unresolved", "no token at '#/palette/night'", at: Self.span("a/themes/x.tokens.yaml", 2)),
            .error("color.invalid", "not a colour", at: Self.span("a/b.tokens.yaml", 1)),
            .error("resolver.file-not-found", "cannot read 'a/palete.tokens.yaml'", at: Self.span("a/t.resolver.yaml", 40)),
        ])
        let folded = SourceFailures.fold(report.finalized(with: DiagnosticPolicy()))
        #expect(folded.map(\.code.rawValue) == ["resolver.file-not-found", "color.invalid"])
        #expect(folded.first?.notes.map(\.message) == [
            "not listed: 3 references to tokens not found (2 alias.unresolved, 1 ref.unresolved), which may be defined in what was not read; fix this first",
        ])
    }

    @Test func withoutAFailedSourceNothingIsFolded() {
        let diagnostics = [
            Diagnostic.error("alias.unresolved", "no token at path 'palette.ink'", at: Self.span("a.json", 3)),
            .error("syntax.json", "unexpected end", at: Self.span("b.json", 0)).with(severity: .warning),
        ]
        #expect(SourceFailures.fold(diagnostics) == diagnostics)
    }

    @Test func aFileThatDoesNotParseIsAFailure() {
        let report = DiagnosticReport([
            .error("alias.unresolved", "no token at path 'palette.ink'", at: Self.span("a.json", 3)),
            .error("syntax.json", "unexpected end of input", at: Self.span("b.json", 30)),
        ])
        let folded = SourceFailures.fold(report.finalized(with: DiagnosticPolicy()))
        #expect(folded.map(\.code.rawValue) == ["syntax.json"])
        #expect(folded.first?.notes.first?.message.hasPrefix("not listed: 1 reference to tokens not found (alias.unresolved)") == true)
    }

    @Test func aFailureSortsBeforeEarlierFiles() {
        let report = DiagnosticReport([
            .error("color.invalid", "not a colour", at: Self.span("a.json", 1)),
            .error("resolver.file-outside-root", "outside", at: Self.span("z.resolver.json", 5)),
        ])
        #expect(report.finalized(with: DiagnosticPolicy()).map(\.code.rawValue) == ["resolver.file-outside-root", "color.invalid"])
    }
}

extension Diagnostic {
    fileprivate func with(severity: Severity) -> Diagnostic {
        var copy = self
        copy.severity = severity
        return copy
    }
}
