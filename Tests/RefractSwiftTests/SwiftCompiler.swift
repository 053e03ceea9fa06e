import Foundation
import Testing

/// Runs the toolchain's `swiftc` with a time limit. Missing swiftc skips a test, but fails it under CI=true.
enum SwiftCompiler {
    struct Run {
        var status: Int32
        var output: String
    }

    static var path: String? {
        let candidates = [
            ProcessInfo.processInfo.environment["SWIFTC"], "/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc",
        ].compactMap { $0 }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// nil (with an issue recorded under CI) when swiftc is missing.
    static func available(sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        if let path { return path }
        if TestSupport.isCI { Issue.record("swiftc not found and CI=true", sourceLocation: sourceLocation) }
        return nil
    }

    static func run(_ executable: String, _ arguments: [String], in directory: URL, timeout: TimeInterval = 240) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let log = directory.appendingPathComponent("output-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Run(status: process.terminationStatus, output: output)
    }
}
