import Foundation
import Testing

/// `refract watch` rebuilds after a change, survives an invalid edit, and recovers when it is fixed.
@Suite("refract watch", .serialized)
struct WatchCommandTests {
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ data: Data) {
            lock.lock()
            text += String(decoding: data, as: UTF8.self)
            lock.unlock()
        }
        var value: String {
            lock.lock()
            defer { lock.unlock() }
            return text
        }
    }

    /// Waits (up to 20 s) until `output` contains `needle` `count` times.
    static func wait(for needle: String, count: Int = 1, in output: Output) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if output.value.components(separatedBy: needle).count - 1 >= count { return true }
            usleep(50_000)
        }
        return false
    }

    @Test func rebuildsAndSurvivesAnInvalidEdit() throws {
        let project = try BuildCommandTests.project()
        let process = Process()
        process.executableURL = RefractBinary.executable
        process.arguments = ["watch", "--platform", "json", "--color", "never"]
        process.currentDirectoryURL = project
        let pipe = Pipe()
        let output = Output()
        pipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        defer {
            // SIGKILL: a child spawned from a test thread may inherit a mask that blocks SIGTERM.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            pipe.fileHandleForReading.readabilityHandler = nil
        }
        #expect(Self.wait(for: "watching", in: output), "\(output.value)")
        let theme = project.appendingPathComponent("output/json/theme.json")
        let before = try Data(contentsOf: theme)

        let semantic = project.appendingPathComponent("tokens/semantic.tokens.yaml")
        let original = try String(contentsOf: semantic, encoding: .utf8)
        try original.replacingOccurrences(of: "value: 120", with: "value: 144")
            .write(to: semantic, atomically: true, encoding: .utf8)
        #expect(Self.wait(for: "changed; rebuilding", in: output), "\(output.value)")
        #expect(Self.wait(for: "wrote", count: 2, in: output), "\(output.value)")
        #expect(try Data(contentsOf: theme) != before, "theme.json was not rebuilt")

        try (original + "\nbroken:\n  $type: color\n  $value: \"{nowhere}\"\n")
            .write(to: semantic, atomically: true, encoding: .utf8)
        #expect(Self.wait(for: "no files written", in: output), "\(output.value)")
        #expect(process.isRunning, "watch stopped after an error")

        try original.write(to: semantic, atomically: true, encoding: .utf8)
        #expect(Self.wait(for: "wrote", count: 3, in: output), "\(output.value)")
        #expect(try Data(contentsOf: theme) == before)
    }

    /// Editing refract.yaml rebuilds with the new config: here its output folder.
    @Test func aChangedConfigIsReadAgain() throws {
        let project = try BuildCommandTests.project()
        let process = Process()
        process.executableURL = RefractBinary.executable
        process.arguments = ["watch", "--platform", "json", "--color", "never"]
        process.currentDirectoryURL = project
        let pipe = Pipe()
        let output = Output()
        pipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            pipe.fileHandleForReading.readabilityHandler = nil
        }
        #expect(Self.wait(for: "watching", in: output), "\(output.value)")
        let config = project.appendingPathComponent("refract.yaml")
        let text = try String(contentsOf: config, encoding: .utf8)
        #expect(text.contains("output: output"))
        try text.replacingOccurrences(of: "output: output", with: "output: moved")
            .write(to: config, atomically: true, encoding: .utf8)
        #expect(Self.wait(for: "refract.yaml changed; rebuilding", in: output), "\(output.value)")
        #expect(Self.wait(for: "to moved/", in: output), "\(output.value)")
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("moved/json/theme.json").path))
    }
}
