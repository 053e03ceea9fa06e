import Foundation
import RefractTestSupport
import Testing

/// The programs the web tests run: `tsc` (Debian's node-typescript), `node` and headless Chromium, found on
/// `PATH`. A missing one skips the test with a note, and fails it under `CI=true`.
enum Tools {
    static func find(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func require(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        if let path = find(name) { return path }
        TestEnvironment.missing(name, sourceLocation: sourceLocation)
        return nil
    }

    struct Run {
        var status: Int32
        var output: String
    }

    /// Runs `executable` in `folder` and returns its exit status and its stdout and stderr together.
    static func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = folder.appendingPathComponent(".output-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let text = try String(contentsOf: output, encoding: .utf8)
        try? FileManager.default.removeItem(at: output)
        return Run(status: process.terminationStatus, output: text)
    }

    /// `tsc --strict --noEmit` over `files`, as ES modules resolved the way Node resolves them.
    static func typeCheck(_ tsc: String, _ files: [String], in folder: URL) throws -> Run {
        try run(tsc, ["--strict", "--noEmit", "--target", "es2022", "--module", "nodenext", "--moduleResolution", "nodenext"]
            + files, in: folder)
    }
}
