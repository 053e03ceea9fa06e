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

    /// `refract watch --platform json` running in `project`, everything it prints collected in `output`; `stop`
    /// ends it.
    static func startWatching(_ project: URL) throws -> (output: Output, stop: () -> Void) {
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
        return (output, {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            pipe.fileHandleForReading.readabilityHandler = nil
        })
    }

    /// Each build ends with a line giving its local time and how long it took; a warning that did not change
    /// since the last build is counted, not printed again.
    @Test func eachRebuildIsTimedAndAnUnchangedWarningIsCounted() throws {
        let project = try BuildCommandTests.project()
        let palette = project.appendingPathComponent("tokens/palette.tokens.yaml")
        let colour = ##"$value: { colorSpace: srgb, components: [1, 1, 1], hex: "#ffffff" }"##
        let text = try String(contentsOf: palette, encoding: .utf8)
        #expect(text.contains(colour))
        try text.replacingOccurrences(of: colour, with: ##"$value: "#ffffff""##).write(to: palette, atomically: true, encoding: .utf8)
        let (output, stop) = try Self.startWatching(project)
        defer { stop() }
        #expect(Self.wait(for: "watching", in: output), "\(output.value)")
        #expect(output.value.contains("[compat.legacy-color]"), "\(output.value)")

        let semantic = project.appendingPathComponent("tokens/semantic.tokens.yaml")
        try String(contentsOf: semantic, encoding: .utf8).replacingOccurrences(of: "value: 120", with: "value: 144")
            .write(to: semantic, atomically: true, encoding: .utf8)
        #expect(Self.wait(for: "] rebuilt in ", in: output), "\(output.value)")
        let log = output.value
        #expect(log.components(separatedBy: "[compat.legacy-color]").count == 2, "the warning is printed again:\n\(log)")
        #expect(log.contains("refract: 1 unchanged warning (printed at an earlier build)\nrefract: 0 errors, 1 warning; wrote"), "\(log)")
        let timed = log.split(separator: "\n").filter { $0.contains(#/^refract: \[\d\d:\d\d:\d\d\] (built|rebuilt) in \d+ ms$/#) }
        #expect(timed.count == 2, "\(log)")
    }

    /// An edit that breaks refract.yaml is reported, and the previous config is kept: no build of the old config
    /// follows to report "0 errors" as if nothing were wrong.
    @Test func aConfigWithErrorsKeepsThePreviousOne() throws {
        let project = try BuildCommandTests.project()
        let (output, stop) = try Self.startWatching(project)
        defer { stop() }
        #expect(Self.wait(for: "watching", in: output), "\(output.value)")
        let config = project.appendingPathComponent("refract.yaml")
        try (String(contentsOf: config, encoding: .utf8) + "bogus: 1\n").write(to: config, atomically: true, encoding: .utf8)
        #expect(Self.wait(for: "] checked the config in ", in: output), "\(output.value)")
        let log = output.value
        let after = try #require(log.range(of: "refract.yaml changed; rebuilding")).upperBound
        let rebuild = String(log[after...])
        #expect(rebuild.contains("[config.unknown-key]"), "\(rebuild)")
        #expect(rebuild.contains("refract: 1 error, 0 warnings; kept the previous configuration"), "\(rebuild)")
        #expect(!rebuild.contains("0 errors"), "\(rebuild)")
    }
}
