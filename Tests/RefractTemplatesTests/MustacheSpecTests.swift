import RefractTemplates
import RefractTestSupport
import Testing

@Suite("Mustache spec")
struct MustacheSpecTests {
    @Test(arguments: MustacheSpecCorpus.cases)
    func specCase(_ specCase: MustacheSpecCase) {
        #expect(specCase.failure() == nil)
    }

    @Test(
        "every spec case passes",
        .enabled(
            if: MustacheSpecCorpus.isAvailable || TestEnvironment.isCI,
            "skipped: ../shared/corpora/mustache-spec is missing"))
    func tally() {
        #expect(MustacheSpecCorpus.isAvailable, "../shared/corpora/mustache-spec is missing (CI=true)")
        let cases = MustacheSpecCorpus.cases
        let failures = cases.compactMap { $0.failure() }
        print("mustache spec: \(cases.count - failures.count)/\(cases.count) passed")
        for failure in failures { print(failure) }
        #expect(!cases.isEmpty)
        #expect(failures.isEmpty, "\(failures.count) spec cases fail")
    }
}
