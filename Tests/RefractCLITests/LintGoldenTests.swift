import Foundation
import RefractTestSupport
import Testing

/// The exact text `refract lint --strict` prints for typical mistakes: header, code frame, notes,
/// help and summary, and the exit code. One golden file per input in Fixtures/mistakes.
@Suite("refract lint: exact output for typical mistakes")
struct LintGoldenTests {
    static let directory = TestEnvironment.packageRoot.appendingPathComponent("Tests/RefractCLITests/Fixtures/mistakes")

    static let inputs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasSuffix(".txt") }.sorted()
    }()

    @Test func everyMistakeHasACase() {
        #expect(Self.inputs.count >= 12)
    }

    @Test(arguments: inputs)
    func exactOutput(_ input: String) throws {
        let run = try RefractBinary.run(["lint", "--strict", input], in: Self.directory)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        Golden.assertMatches(
            run.stderr + "exit \(run.status)\n",
            golden: Self.directory.appendingPathComponent(input.split(separator: ".")[0] + ".txt"))
    }

    /// Seven colours written wrong, and an alias of one of them: one error each, at the value, none for the
    /// alias, no warning beside any of them, and exit 1.
    @Test func oneErrorPerBadValue() throws {
        let run = try RefractBinary.run(["lint", "colour-mistakes.tokens.json", "--color", "never"], in: Self.directory)
        #expect(run.status == 1)
        let headers = run.stderr.split(separator: "\n").filter { $0.hasPrefix("colour-mistakes.tokens.json:") }
        #expect(headers.map { $0.split(separator: " ").prefix(3).joined(separator: " ") } == [
            "colour-mistakes.tokens.json:4:32: error: [color.invalid]",
            "colour-mistakes.tokens.json:5:33: error: [color.invalid]",
            "colour-mistakes.tokens.json:6:36: error: [color.invalid]",
            "colour-mistakes.tokens.json:7:28: error: [color.component-out-of-range]",
            "colour-mistakes.tokens.json:8:64: error: [color.component-out-of-range]",
            "colour-mistakes.tokens.json:9:42: error: [color.unknown-space]",
            "colour-mistakes.tokens.json:10:90: error: [color.invalid-hex]",
        ])
        #expect(run.stderr.hasSuffix("refract: 7 errors, 0 warnings; 0 tokens in 1 file\n"))
    }
}
