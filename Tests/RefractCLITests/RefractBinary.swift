import Foundation
import Testing

/// Runs the built `refract` executable, as a user would, and captures what it prints.
struct RefractBinary {
    struct Run: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable SwiftPM built next to this test bundle (debug or release).
    static var executable: URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            packageRoot.appendingPathComponent(".build/debug"),
        ]
        for directory in candidates {
            var url = directory
            for _ in 0..<4 {
                let candidate = url.appendingPathComponent("refract")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return candidate
                }
                url = url.deletingLastPathComponent()
            }
        }
        return nil
    }

    struct BinaryMissing: Error, CustomStringConvertible {
        var description: String { "the refract executable was not built next to the tests" }
    }

    /// `addressSpaceKiB` runs it under that limit of virtual memory (`ulimit -v`, as the fuzzer does), on Linux;
    /// macOS does not enforce the limit, so there it runs without.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], addressSpaceKiB: Int? = nil
    ) throws -> Run {
        let process = Process()
        guard let executable else { throw BinaryMissing() }
        #if os(Linux)
        if let addressSpaceKiB {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v \(addressSpaceKiB) && exec \"$0\" \"$@\"", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        #else
        process.executableURL = executable
        process.arguments = arguments
        #endif
        return try launch(process, in: directory, environment: environment)
    }

    /// Runs `process` (executable and arguments set) in `directory` without colour, 80 columns wide, with
    /// `environment` over the test's own. Standard error goes to a file, so that a command printing much
    /// to both streams never blocks on a full pipe while standard output is read.
    static func launch(_ process: Process, in directory: URL, environment: [String: String]) throws -> Run {
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env["COLUMNS"] = "80"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("refract-stderr-\(UUID().uuidString)")
        try Data().write(to: errorFile)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errorHandle
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        let errData = try Data(contentsOf: errorFile)
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
