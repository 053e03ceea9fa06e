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
}
