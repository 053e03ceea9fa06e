import Foundation
import RefractTestSupport
import Testing

/// A user's clone has no `../shared`: `make test` must pass there, every test that reads the corpora skipping
/// with a note. This runs, in a child process of this test bundle, every suite of a test file that reads the
/// corpora or names a helper that does, with `REFRACT_SHARED` pointing at an empty folder, `CI` unset and the
/// external tools hidden (so nothing is compiled twice), as a fresh clone would run them.
@Suite("A clone without the shared corpora")
struct CorpusAbsenceTests {
    static let testsFolder = TestEnvironment.packageRoot.appendingPathComponent("Tests")

    /// `Module.Type` of every type declared at the top level of a test file that mentions the corpora
    /// (`Corpus.`, a `corpora` helper, `sharedCorpora()`), except this file, which would run itself.
    static func corpusSuites() throws -> [String] {
        var suites: [String] = []
        let ownFile = URL(fileURLWithPath: #filePath).lastPathComponent
        for module in try FileManager.default.contentsOfDirectory(atPath: testsFolder.path).sorted()
        where module != "RefractTestSupport" {
            let folder = testsFolder.appendingPathComponent(module)
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
            where file.hasSuffix(".swift") && file != ownFile {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                guard text.contains("@Test"), text.contains("Corpus.") || text.contains("corpora") else { continue }
                for match in text.matches(of: #/(?m)^(?:final class|struct|enum) (\w+)/#) {
                    suites.append("\(module).\(match.output.1)")
                }
            }
        }
        return suites
    }

    /// How to start this test bundle again: the `.xctest` executable on Linux, the testing helper with the
    /// bundle's path on macOS.
    static func bundleCommand() -> [String]? {
        let arguments = CommandLine.arguments
        if let index = arguments.firstIndex(of: "--test-bundle-path"), index + 1 < arguments.count {
            return [arguments[0], "--test-bundle-path", arguments[index + 1]]
        }
        return arguments.first.flatMap { $0.hasSuffix(".xctest") ? [$0] : nil }
    }

    @Test func theScanFindsTheCorpusSuites() throws {
        let suites = try Self.corpusSuites()
        #expect(suites.count >= 20, "\(suites)")
        for known in ["RefractComposeTests.ComposeCompileTests", "RefractConformanceTests.CorpusLoadTests",
            "RefractTemplatesTests.MustacheSpecTests", "RefractSyntaxTests.CorpusTests"]
        {
            #expect(suites.contains(known), "\(known) is not among \(suites)")
        }
    }

    @Test func everyCorpusSuitePassesWithSkipNotesWhenTheCorporaAreAbsent() throws {
        guard let command = Self.bundleCommand() else {
            Issue.record("cannot tell how this test bundle was started: \(CommandLine.arguments)")
            return
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("refract-no-shared-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["REFRACT_SHARED"] = empty.path
        environment["REFRACT_HIDE_TOOLS"] = "1"
        environment["NO_COLOR"] = "1"
        let filters = try Self.corpusSuites().flatMap { ["--filter", $0] }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + ["--testing-library", "swift-testing"] + filters
        process.environment = environment
        process.currentDirectoryURL = TestEnvironment.packageRoot
        let log = empty.appendingPathComponent("log.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = try String(contentsOf: log, encoding: .utf8)
        let failures = output.split(separator: "\n").filter { $0.contains("recorded an issue") || $0.contains(" failed") }
        #expect(process.terminationStatus == 0, "the corpus suites fail without ../shared:\n\(failures.prefix(40).joined(separator: "\n"))")
        #expect(output.contains("\(empty.path)/corpora not found; test skipped"), "no skip note:\n\(output.suffix(2000))")
    }
}
