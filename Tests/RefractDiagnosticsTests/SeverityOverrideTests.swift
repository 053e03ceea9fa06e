import RefractDiagnostics
import Testing

@Suite("Severity overrides and path patterns")
struct SeverityOverrideTests {
    @Test(arguments: [
        ("legacy/**", "legacy/a.json", true), ("legacy/**", "legacy/x/y/a.json", true), ("legacy/**", "legacyx/a.json", false),
        ("legacy/**", "tokens/legacy/a.json", false), ("**/legacy/*.json", "tokens/legacy/a.json", true),
        ("**/legacy/*.json", "legacy/a.json", true), ("tokens/*.json", "tokens/a/b.json", false),
        ("tokens/?.json", "./tokens/a.json", true), ("tokens/?.json", "tokens/ab.json", false), ("a.json", "a.json", true),
    ])
    func globs(_ pattern: String, _ path: String, _ matches: Bool) {
        #expect(PathPattern(pattern).matches(path) == matches)
    }

    static func warning(_ code: DiagnosticCode, in file: String? = "tokens/a.json") -> Diagnostic {
        .warning(code, "m", at: file.map { .file($0) })
    }

    @Test func offHidesAWarningUnderEveryPolicy() {
        let policy = DiagnosticPolicy(strict: true, warningsAsErrors: true, overrides: [.init(code: "compat.legacy-color", level: .off)])
        let result = DiagnosticReport([Self.warning("compat.legacy-color"), Self.warning("syntax.empty")]).finalized(with: policy)
        #expect(result.map(\.code) == ["syntax.empty"])
        #expect(result.first?.severity == .error)
    }

    @Test func aSetWarningIsFinalAndStaysSoWhenFinalizedTwice() {
        let policy = DiagnosticPolicy(warningsAsErrors: true, overrides: [.init(code: "compat.*", level: .warning)])
        let once = DiagnosticReport([Self.warning("compat.legacy-color")]).finalized(with: policy)
        let twice = DiagnosticReport(once).finalized(with: policy)
        #expect(twice.map(\.severity) == [.warning])
    }

    /// The error stays, and the entry that tried to lower it is told so once, however many errors it matched.
    @Test func errorsAreNeverLowered() {
        let policy = DiagnosticPolicy(overrides: [.init(code: "alias.unresolved", level: .off)])
        let result = DiagnosticReport([.error("alias.unresolved", "m", at: nil), .error("alias.unresolved", "n", at: nil)])
            .finalized(with: policy)
        #expect(result.filter { $0.severity == .error }.map(\.code) == ["alias.unresolved", "alias.unresolved"])
        #expect(result.filter { $0.severity == .warning }.map(\.code) == ["config.error-not-lowered"])
    }

    @Test func theMostSpecificOverrideWins() {
        let policy = DiagnosticPolicy(overrides: [
            .init(code: "compat.legacy-color", level: .error, paths: [PathPattern("legacy/**")]),
            .init(code: "compat.legacy-color", level: .off),
            .init(code: "compat.*", level: .error),
        ])
        let result = DiagnosticReport([
            Self.warning("compat.legacy-color", in: "legacy/a.json"), Self.warning("compat.legacy-color"),
            Self.warning("compat.short-hex"), Self.warning("compat.legacy-color", in: nil),
        ]).finalized(with: policy)
        #expect(result.map { "\($0.code) \($0.span?.file ?? "-") \($0.severity)" } == [
            "compat.legacy-color legacy/a.json error", "compat.short-hex tokens/a.json error",
        ])
    }
}
