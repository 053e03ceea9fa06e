import Foundation
import RefractDiagnostics
import RefractKit
import RefractParser
import RefractSyntax
import RefractTestSupport
import Testing

/// Terrazzo's invalid fixtures: each is rejected (under --strict) with an error on the line that
/// Terrazzo's code frame marks with `>`.
@Suite("Terrazzo invalid fixtures")
struct TerrazzoInvalidTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var files: [String]
        var name: String
        var line: Int
        var terrazzoMessage: String
        var testDescription: String { name }
    }

    static func cases() -> [Case] {
        guard Corpus.isAvailable,
            let entries = try? Corpus.json("corpora/invalid/terrazzo/expected-errors.json") as? [[String: Any]]
        else { return [] }
        return entries.compactMap { entry in
            guard let files = entry["files"] as? [String], let full = entry["error_full"] as? String,
                let message = entry["error"] as? String
            else { return nil }
            let marked = full.split(separator: "\n").first { $0.hasPrefix(">") }
            let line = marked.flatMap { Int($0.dropFirst().split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? "") }
            return Case(
                files: files.map { Corpus.path("corpora/invalid/terrazzo/" + $0) },
                name: (entry["suite"] as? String ?? "") + " " + (entry["case"] as? String ?? files[0]),
                line: line ?? -1, terrazzoMessage: message)
        }
    }

    /// Where we point more precisely than Terrazzo, at the offending part instead of the whole value.
    static let morePrecise: [String: (line: Int, reason: String)] = [
        "8.3 Font Family invalid: empty string in array": (5, "the empty name itself, not the array holding it"),
        "9.6 Gradient invalid: unknown prop": (17, "the unknown key 'bad', not the first gradient stop"),
    ]

    /// Terrazzo's test tables sometimes wrap the tokens as `{ "filename": …, "src": [tokens] }`; the
    /// tokens keep their positions in the file, so we parse the wrapped node in place.
    static func errors(for files: [String]) -> [Diagnostic] {
        guard files.count == 1, let bytes = FileManager.default.contents(atPath: files[0]).map([UInt8].init) else {
            return TokenLoader.run(LoadRequest(inputs: files, policy: DiagnosticPolicy(strict: true))).diagnostics
                .filter { $0.severity == .error }
        }
        let read = readDocument(bytes: bytes, path: files[0], format: .json)
        guard let root = read.root, root["filename"] != nil, let wrapped = root["src"]?.elements?.first else {
            return TokenLoader.run(LoadRequest(inputs: files, policy: DiagnosticPolicy(strict: true))).diagnostics
                .filter { $0.severity == .error }
        }
        let parsed = TokenParser.parse(documents: [wrapped])
        return DiagnosticReport(read.diagnostics + parsed.diagnostics)
            .finalized(with: DiagnosticPolicy(strict: true)).filter { $0.severity == .error }
    }

    @Test(arguments: cases())
    func rejectedAtTerrazzosLine(_ testCase: Case) {
        let errors = Self.errors(for: testCase.files)
        #expect(!errors.isEmpty, "accepted; Terrazzo says: \(testCase.terrazzoMessage)")
        let lines = errors.compactMap { $0.span?.start.line }
        let expectedLine = Self.morePrecise[testCase.name]?.line ?? testCase.line
        #expect(
            lines.contains(expectedLine),
            "expected line \(expectedLine), Terrazzo reports line \(testCase.line) (\(testCase.terrazzoMessage)); we report \(errors.map { "\($0.span?.start.line ?? 0): [\($0.code)] \($0.message)" })")
    }

    @Test func allCasesRead() {
        guard Corpus.require() else { return }
        #expect(Self.cases().count == 72)
        #expect(Self.cases().allSatisfy { $0.line > 0 })
    }
}
