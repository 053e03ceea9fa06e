import Foundation
import RefractTestSupport
import Testing

/// Each backend's `*Context+Generated.swift` is what scripts/generate-template-contexts.py makes from the
/// context types' declarations, and the script's check fails when a declaration changes and the file does not.
@Suite("Generated template contexts")
struct GeneratedContextsTests {
    static let script = "scripts/generate-template-contexts.py"

    /// Runs the script, copied with the sources under `root`, with `--check`.
    static func check(in root: URL) throws -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent(script).path, "--check"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch {
            TestEnvironment.missing("python3")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func generatedFilesAreCurrent() throws {
        guard let result = try Self.check(in: TestEnvironment.packageRoot) else { return }
        #expect(result.status == 0, "\(result.output)")
    }

    /// A stored property added to a context type without running the script is a stale file.
    @Test func aNewPropertyMakesTheGeneratedFileStale() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("generated-contexts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestEnvironment.packageRoot.appendingPathComponent(Self.script), to: root.appendingPathComponent(Self.script))
        try FileManager.default.copyItem(
            at: TestEnvironment.packageRoot.appendingPathComponent("Sources"), to: root.appendingPathComponent("Sources"))
        guard let current = try Self.check(in: root) else { return }
        #expect(current.status == 0, "\(current.output)")

        let declaration = root.appendingPathComponent("Sources/RefractCSS/CSSContext.swift")
        let text = try String(contentsOf: declaration, encoding: .utf8)
        let changed = text.replacingOccurrences(
            of: "    package var fileName: String\n", with: "    package var fileName: String\n    package var media: String\n")
        #expect(changed != text)
        try changed.write(to: declaration, atomically: true, encoding: .utf8)
        let stale = try #require(try Self.check(in: root))
        #expect(stale.status == 1)
        #expect(stale.output.contains("Sources/RefractCSS/CSSContext+Generated.swift"), "\(stale.output)")
    }
}
