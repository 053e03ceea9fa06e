import Foundation
import RefractTestSupport
import Testing

/// Debian's `kotlinc` (package `kotlin`, 1.3.31) and the JVM. A missing kotlinc skips a test, but fails it
/// under CI=true. kotlinc takes seconds to start, so each test compiles everything it needs in one call.
enum Kotlin {
    struct Run {
        var status: Int32
        var output: String
    }

    static var kotlinc: String? {
        if TestEnvironment.toolsHidden { return nil }
        let candidates = [ProcessInfo.processInfo.environment["KOTLINC"], "/usr/bin/kotlinc", "/usr/local/bin/kotlinc"]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var java: String? {
        ["/usr/bin/java", "/usr/local/bin/java"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// kotlinc and java, or nil (with an issue recorded under CI) when either is missing.
    static func available(sourceLocation: SourceLocation = #_sourceLocation) -> (kotlinc: String, java: String)? {
        if let kotlinc, let java { return (kotlinc, java) }
        if TestSupport.isCI { Issue.record("kotlinc or java not found and CI=true", sourceLocation: sourceLocation) }
        return nil
    }

    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // Debian's kotlinc launcher gives the compiler 256 MB unless JAVA_OPTS says otherwise; compiling every
        // corpus system in one run (GitHub Primer's 1,140 colours, its decoder among them) needs more, as a
        // Gradle build's default 2 GB daemon would give it.
        var environment = ProcessInfo.processInfo.environment
        if environment["JAVA_OPTS"] == nil { environment["JAVA_OPTS"] = "-Xmx2g -Xms32M" }
        process.environment = environment
        let log = directory.appendingPathComponent("output-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Run(status: process.terminationStatus, output: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// The stand-in `androidx.compose` (Fixtures/StandInCompose) compiled once into a jar, shared by every test.
    static let standIn: Result<URL, StandInFailure> = {
        guard let kotlinc else { return .failure(StandInFailure(message: "no kotlinc")) }
        let folder = TestSupport.fixtures.appendingPathComponent("StandInCompose")
        let sources = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".kt") }.sorted().map { folder.appendingPathComponent($0).path }
        guard let directory = try? TestSupport.temporaryDirectory() else { return .failure(StandInFailure(message: "no temporary folder")) }
        let jar = directory.appendingPathComponent("androidx-compose-stand-in.jar")
        let arguments = ["-XXLanguage:+InlineClasses", "-Xuse-experimental=kotlin.ExperimentalUnsignedTypes", "-d", jar.path]
        guard let run = try? Self.run(kotlinc, arguments + sources, in: directory), run.status == 0 else {
            return .failure(StandInFailure(message: "the stand-in did not compile"))
        }
        return .success(jar)
    }()

    struct StandInFailure: Error {
        var message: String
    }

    /// Kotlin 1.3 cannot parse an annotated function type without parentheses (README.md of the stand-in):
    /// `@Composable () -> Unit` becomes `@Composable() () -> Unit`, the same annotation with an empty argument
    /// list. Returns the text and how many it rewrote; nothing else changes.
    static func forKotlin13(_ source: String) -> (text: String, rewritten: Int) {
        let parts = source.components(separatedBy: "@Composable () -> Unit")
        return (parts.joined(separator: "@Composable() () -> Unit"), parts.count - 1)
    }
}
