import Foundation
import RefractTestSupport
import Testing

/// Runs a command-line tool with a time limit. Tests that need one fail under `CI=true` when it is
/// missing, and otherwise skip with a note.
struct ExternalTool {
    var path: String

    static func find(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> ExternalTool? {
        for directory in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] where !TestEnvironment.toolsHidden {
            let candidate = directory + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return ExternalTool(path: candidate) }
        }
        TestEnvironment.missing("'\(name)'", sourceLocation: sourceLocation)
        return nil
    }

    struct Outcome {
        var status: Int32
        var output: String
        var timedOut: Bool
    }

    /// Runs with stdout and stderr together, killing the tool after `timeout` seconds.
    func run(_ arguments: [String], in directory: URL? = nil, timeout: TimeInterval = 60) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("refract-tool-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let handle = try FileHandle(forWritingTo: outputFile)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        let timedOut = process.isRunning
        if timedOut { process.terminate() }
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        return Outcome(status: process.terminationStatus, output: output, timedOut: timedOut)
    }
}

/// A scratch folder under the system's temporary directory, removed by `remove()`.
struct ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("refract-android-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ files: [(path: String, contents: String)]) throws {
        for file in files {
            let target = url.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: target, atomically: true, encoding: .utf8)
        }
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
