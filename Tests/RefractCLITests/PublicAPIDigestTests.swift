import Foundation
import RefractTestSupport
import Testing

/// docs/public-api.txt lists every public declaration of Sources/ (written by scripts/public-api.py), so a
/// change to the public API is a change to that file in review; and the public share stays within the
/// aim of issue #34 (at most 15 % of all declarations).
@Suite("Public API digest: docs/public-api.txt")
struct PublicAPIDigestTests {
    static let script = TestEnvironment.packageRoot.appendingPathComponent("scripts/public-api.py").path

    @Test("docs/public-api.txt lists exactly the public declarations of Sources/")
    func digestIsCurrent() throws {
        guard let result = try Self.python([Self.script, "--check"]) else { return }
        #expect(result.status == 0, """
            The public API and docs/public-api.txt disagree; refresh it with `python3 scripts/public-api.py`:
            \(result.output)
            """)
    }

    @Test("At most 15 % of the declarations are public")
    func publicShareWithinAim() throws {
        guard let result = try Self.python([Self.script, "--stdout"]) else { return }
        try #require(result.status == 0, "\(result.output)")
        let figures = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("# Public: ") })
        // "# Public: 1249 of 9483 declarations (13.2 %); …"
        let numbers = figures.split(whereSeparator: { !$0.isNumber }).prefix(2).compactMap { Double($0) }
        try #require(numbers.count == 2, "unexpected figures: \(figures)")
        #expect(numbers[0] / numbers[1] <= 0.15, "\(figures): narrow public declarations to package or internal")
    }

    @Test("The check fails on a new public declaration, names it and the command, and ignores moves between files")
    func checkSeesPublicChangesOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("public-api-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let module = folder.appendingPathComponent("Sources/Demo")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) throws {
            try text.write(to: module.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try write("Shape.swift", "public struct Shape {\n    public var sides: Int\n    func area() -> Double { 0 }\n}\n")
        guard let written = try Self.python([Self.script, "--root", folder.path]) else { return }
        try #require(written.status == 0, "\(written.output)")

        // The same API, split over two files, plus an internal helper: still current.
        try write("Shape.swift", "public struct Shape {\n    public var sides: Int\n}\n")
        try write("Shape+Area.swift", "extension Shape {\n    func area() -> Double { 0 }\n    func perimeter() -> Double { 0 }\n}\n")
        let moved = try #require(try Self.python([Self.script, "--root", folder.path, "--check"]))
        #expect(moved.status == 0, "\(moved.output)")

        // A new public method: stale, with the line and the command that refreshes the file.
        try write("Shape+Area.swift", "extension Shape {\n    public func area(scale: Double) -> Double { 0 }\n}\n")
        let grown = try #require(try Self.python([Self.script, "--root", folder.path, "--check"]))
        #expect(grown.status == 1)
        #expect(grown.output.contains("+Demo: public func Shape.area(scale: Double) -> Double"))
        #expect(grown.output.contains("python3 scripts/public-api.py"))
    }

    /// Runs python3 with the arguments; nil (after a skip note, or an issue under CI) when there is no python3.
    static func python(_ arguments: [String]) throws -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            TestEnvironment.missing("python3")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 127 {
            TestEnvironment.missing("python3")
            return nil
        }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
