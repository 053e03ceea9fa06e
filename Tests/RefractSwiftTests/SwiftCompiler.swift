import Foundation
import RefractTestSupport
import Testing

/// Runs the toolchain's `swiftc` with a time limit. Missing swiftc skips a test, but fails it under CI=true.
enum SwiftCompiler {
    struct Run {
        var status: Int32
        var output: String
    }

    static var path: String? {
        if TestEnvironment.toolsHidden { return nil }
        let candidates = [
            ProcessInfo.processInfo.environment["SWIFTC"], "/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc",
        ].compactMap { $0 }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// nil (with an issue recorded under CI) when swiftc is missing.
    static func available(sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        if let path { return path }
        TestEnvironment.missing("swiftc", sourceLocation: sourceLocation)
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

    /// Compiles `sources` and `main.swift` in `directory` with Swift 6 and warnings as errors, runs the
    /// program on `theme.json`, and returns its output lines; nil (with the failure recorded) when either
    /// step fails.
    static func buildAndRunDriver(
        _ swiftc: String, sources: [String], in directory: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String]? {
        let build = try run(
            swiftc, ["-swift-version", "6", "-warnings-as-errors", "-o", "driver"] + sources + ["main.swift"], in: directory)
        #expect(build.status == 0, "\(build.output)", sourceLocation: sourceLocation)
        guard build.status == 0 else { return nil }
        let driver = try run(directory.appendingPathComponent("driver").path, ["theme.json"], in: directory)
        #expect(driver.status == 0, "\(driver.output)", sourceLocation: sourceLocation)
        return driver.output.split(separator: "\n").map(String.init)
    }
}
