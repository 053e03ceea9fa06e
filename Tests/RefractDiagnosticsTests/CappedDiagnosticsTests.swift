import RefractDiagnostics
import Testing

@Suite("Capped diagnostics")
struct CappedDiagnosticsTests {
    static func span(_ offset: Int) -> SourceSpan {
        SourceSpan(file: "t.json", start: .init(line: 1, column: offset + 1, offset: offset), end: .init(line: 1, column: offset + 2, offset: offset + 1))
    }

    @Test func keepsTheFirstOfEachCodeAndCountsTheRestInOneLocatedNote() {
        var collector = CappedDiagnostics(limitPerCode: 2)
        for offset in 0..<5 { collector.append(.error("a.code", "a\(offset)", at: Self.span(offset))) }
        collector += [.warning("b.code", "b", at: Self.span(9))]
        let all = collector.all
        #expect(all.map(\.message) == ["a0", "a1", "b", "3 more [a.code] diagnostics from here on are not listed"])
        #expect(all.last?.code == "diagnostics.truncated")
        #expect(all.last?.severity == .note)
        #expect(all.last?.span == Self.span(2))
    }

    @Test func whatIsTakenBackNoLongerCountsAgainstTheLimit() {
        var collector = CappedDiagnostics(limitPerCode: 2)
        collector.append(.error("a.code", "kept", at: nil))
        collector.append(.error("a.code", "taken back", at: nil))
        collector.removeSubrange(1...)
        collector.append(.error("a.code", "kept too", at: nil))
        #expect(collector.all.map(\.message) == ["kept", "kept too"])
    }
}
