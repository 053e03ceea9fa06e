import Foundation
import RefractTestSupport
import Testing

/// A token renamed with a stable id: `refract diff` says renamed, and `build --keep-renamed N` keeps the old
/// name as a deprecated alias, so code using it still compiles (swiftc warns with the rename) for N renaming
/// releases, remembered in refract.renames.json.
@Suite("refract build --keep-renamed")
struct KeepRenamedTests {
    static func tokens(_ name: String, id: String = "c1") -> String {
        """
        { "color": { "$type": "color",
          "\(name)": { "$value": { "colorSpace": "srgb", "components": [0, 0.3, 0.6] }, "$extensions": { "dev.refract": { "id": "\(id)" } } },
          "surface": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }
        """
    }

    @Test func theOldNameStaysDeprecatedForTheGivenReleases() throws {
        let project = try ProjectFolder("keep-renamed")
        defer { project.remove() }
        try project.write("tokens/tokens.json", Self.tokens("brand"))
        #expect(try RefractBinary.run(["build", "--keep-renamed", "1", "--quiet"], in: project.url).status == 0)
        try project.write("tokens/tokens.json", Self.tokens("primary"))
        let build = try RefractBinary.run(["build", "--keep-renamed", "1", "--quiet"], in: project.url)
        #expect(build.status == 0, "\(build.stderr)")
        let colors = try #require(project.read("output/swift/ThemeColors.swift"))
        #expect(colors.contains("@available(*, deprecated, renamed: \"primary\", message: \"Renamed to {color.primary}\")\n    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public var brand:"))
        #expect(project.read("output/css/tokens.css")?.contains("--color-brand: var(--color-primary);") == true)
        #expect(project.read("output/compose/Theme.kt")?.contains("@Deprecated(\"Renamed to {color.primary}\", ReplaceWith(\"primary\"))") == true)
        // One release kept: the history holds the latest version only, and the build made from it kept `brand`.
        #expect(project.read("refract.renames.json")?.contains("\"dev.refract:c1\" : \"color.primary\"") == true)

        if let swiftc = SwiftCompiler.available() {
            try "let old = Theme.default.colors.brand\nlet new = Theme.default.colors.primary\n".write(
                to: project.url.appendingPathComponent("output/swift/User.swift"), atomically: true, encoding: .utf8)
            let files = try FileManager.default.contentsOfDirectory(atPath: project.path + "/output/swift").filter { $0.hasSuffix(".swift") }
            let run = try SwiftCompiler.run(
                swiftc, ["-typecheck", "-wmo", "-swift-version", "6", "-diagnostic-style", "llvm"] + files.sorted(),
                in: project.url.appendingPathComponent("output/swift"))
            #expect(run.status == 0, "\(run.output)")
            let warnings = run.output.split(separator: "\n").filter { $0.contains(": warning: ") }
            #expect(warnings.count == 1 && warnings[0].hasPrefix("User.swift:1:") && warnings[0].contains("'brand' is deprecated: Renamed to {color.primary}"), "\(run.output)")
            #expect(run.output.contains("User.swift:1:32: note: use 'primary' instead"), "\(run.output)")
            try FileManager.default.removeItem(at: project.url.appendingPathComponent("output/swift/User.swift"))
        }

        // A second rename: with one release kept, `brand` goes and `primary` becomes the alias of `accent`.
        try project.write("tokens/tokens.json", Self.tokens("accent"))
        #expect(try RefractBinary.run(["build", "--keep-renamed", "1", "--quiet"], in: project.url).status == 0)
        let after = try #require(project.read("output/swift/ThemeColors.swift"))
        #expect(!after.contains("public var brand:"))
        #expect(after.contains("@available(*, deprecated, renamed: \"accent\", message: \"Renamed to {color.accent}\")\n    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public var primary:"))
        // Without the flag, nothing is kept.
        #expect(try RefractBinary.run(["build", "--quiet"], in: project.url).status == 0)
        #expect(project.read("output/swift/ThemeColors.swift")?.contains("public var primary:") == false)
    }

    @Test func aNumberIsRequiredAndABrokenHistoryStopsTheBuild() throws {
        let project = try ProjectFolder("keep-renamed-bad")
        defer { project.remove() }
        try project.write("tokens/tokens.json", Self.tokens("brand"))
        #expect(try RefractBinary.run(["build", "--keep-renamed", "0"], in: project.url).status == 2)
        try project.write("refract.renames.json", "not json")
        let run = try RefractBinary.run(["build", "--keep-renamed", "2"], in: project.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("[build.renames-unreadable]"), "\(run.stderr)")
        #expect(project.read("output/swift/ThemeColors.swift") == nil)
    }
}

/// swiftc for the tests that compile what a build wrote: missing, the test is skipped, but fails under CI=true.
enum SwiftCompiler {
    struct Run {
        var status: Int32
        var output: String
    }

    static func available(sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        let candidates = [ProcessInfo.processInfo.environment["SWIFTC"], "/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].compactMap { $0 }
        if !TestEnvironment.toolsHidden, let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return path }
        TestEnvironment.missing("swiftc", sourceLocation: sourceLocation)
        return nil
    }

    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
