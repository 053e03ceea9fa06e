import Testing

/// One case of a part (`format` or `resolver`) of the draft DTCG conformance suite, read from the part's
/// manifest; a negative carries its error category from `invalid/dtcg-test-suite/expected-errors.json`.
public struct DTCGSuiteCase: Sendable, CustomTestStringConvertible {
    public var id: String
    public var isPositive: Bool
    /// Relative to the shared folder, for `Corpus.path`.
    public var input: String
    public var category: String?

    public var testDescription: String { (isPositive ? "valid: " : "invalid: ") + id }

    /// The cases of `part` in manifest order; none when the corpus is missing.
    public static func cases(part: String) -> [DTCGSuiteCase] {
        guard Corpus.isAvailable,
            let manifest = try? Corpus.json("corpora/dtcg-test-suite/\(part)/manifest.json") as? [String: Any],
            let tests = manifest["tests"] as? [[String: Any]],
            let expected = try? Corpus.json("corpora/invalid/dtcg-test-suite/expected-errors.json") as? [[String: Any]]
        else { return [] }
        var categoryByFile: [String: String] = [:]
        for entry in expected {
            if let file = entry["file"] as? String, let category = entry["category"] as? String {
                categoryByFile[file] = category
            }
        }
        return tests.compactMap { test in
            guard let id = test["id"] as? String, let type = test["type"] as? String,
                let input = test["input"] as? String
            else { return nil }
            let isPositive = type == "PositiveEvaluationTest"
            return DTCGSuiteCase(
                id: id, isPositive: isPositive, input: "corpora/dtcg-test-suite/\(part)/" + input,
                category: isPositive ? nil : categoryByFile["\(part)/" + input])
        }
    }

    /// Runs every case of `part` through `verdict` (nil when a case passes, else why not), prints the
    /// tally, and expects `count` cases, all passing.
    public static func expectAllPass(
        part: String, count: Int, verdict: (DTCGSuiteCase) -> String?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard Corpus.require(sourceLocation: sourceLocation) else { return }
        let all = cases(part: part)
        let failures = all.compactMap { testCase in verdict(testCase).map { "\(testCase.id): \($0)" } }
        print("dtcg \(part) suite: \(all.count - failures.count)/\(all.count) passed")
        #expect(all.count == count, sourceLocation: sourceLocation)
        #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n")), sourceLocation: sourceLocation)
    }
}
