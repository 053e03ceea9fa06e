import Foundation
import RefractDiagnostics
import RefractKit
import RefractTestSupport
import Testing

/// The draft DTCG conformance suite, resolver part, run from its manifest: every positive resolves in
/// every permutation with no error, every negative is rejected with a diagnostic of its category.
@Suite("DTCG resolver conformance suite")
struct DTCGResolverSuiteTests {
    typealias Case = DTCGSuiteCase

    /// Which of our codes prove each category of expected-errors.json.
    static let codesByCategory: [String: Set<String>] = [
        "resolver-missing-or-empty-required-property": [
            "resolver.missing-property", "resolver.empty-resolution-order", "resolver.empty-contexts",
            "resolver.single-context",
        ],
        "resolver-bad-version": ["resolver.bad-version"],
        "resolver-duplicate-name": ["resolver.duplicate-name"],
        "resolver-illegal-reference": ["resolver.illegal-reference"],
        "resolver-unknown-property": ["resolver.unknown-property"],
        "resolver-circular-reference": ["resolver.circular-reference"],
    ]

    /// Positives we reject on purpose, each with the error that proves it. A listed case that starts
    /// being accepted fails, so the list stays true.
    static let knownRejections: [String: (code: String, reason: String)] = [
        "resolver-with-sets": (
            "syntax.duplicate-key",
            "the file declares 'description' twice with different values; RFC 8259 leaves the result undefined and our reader reports it rather than silently keeping one"
        ),
    ]

    static func cases() -> [Case] { DTCGSuiteCase.cases(part: "resolver") }

    /// Nil when the case passes, else why not.
    static func verdict(_ testCase: Case) -> String? {
        let result = TokenLoader.run(LoadRequest(inputs: [], resolver: Corpus.path(testCase.input), policy: DiagnosticPolicy(strict: true)))
        let errors = result.diagnostics.filter { $0.severity == .error }
        let shown = errors.map { "[\($0.code)] \($0.message)" }.joined(separator: "; ")
        if let known = knownRejections[testCase.id] {
            if errors.contains(where: { $0.code.rawValue == known.code }) { return nil }
            return "listed as rejected with '\(known.code)' (\(known.reason)), but got: " + (shown.isEmpty ? "no error" : shown)
        }
        if testCase.isPositive {
            if errors.isEmpty, result.model?.permutations.isEmpty == false { return nil }
            return "expected no error, got: " + shown
        }
        guard let category = testCase.category else { return "no category for \(testCase.input)" }
        guard let codes = codesByCategory[category] else { return "no codes mapped for category '\(category)'" }
        if errors.contains(where: { codes.contains($0.code.rawValue) }) { return nil }
        if errors.isEmpty { return "accepted an invalid file (\(category))" }
        return "rejected, but not as '\(category)': " + shown
    }

    @Test(arguments: cases())
    func conformance(_ testCase: Case) {
        if let failure = Self.verdict(testCase) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func tally() {
        DTCGSuiteCase.expectAllPass(part: "resolver", count: 30, verdict: Self.verdict)
    }
}
