import Foundation
import RefractTestSupport
import Testing

/// The RefractBuildPlugin declares its output files before refract runs (a build command's outputs), so the list
/// in its source is exactly what `refract build --platform swift` writes, for every set: `tokens/`, which has no
/// text token, and a set with text (`string`) tokens, whose `ThemeStrings.swift` a shorter list would lose.
@Suite("The build plugin names every file refract build writes")
struct BuildPluginOutputsTests {
    /// The file names of the plugin's `swiftOutputs`, a literal list so that this test can read it.
    static func pluginOutputs() throws -> [String] {
        let source = try String(
            contentsOf: TestEnvironment.packageRoot.appendingPathComponent("Plugins/RefractBuildPlugin/RefractBuildPlugin.swift"),
            encoding: .utf8)
        let start = try #require(source.range(of: "static let swiftOutputs = ["), "no literal swiftOutputs list")
        let end = try #require(source.range(of: "]", range: start.upperBound..<source.endIndex))
        let list = source[start.upperBound..<end.lowerBound]
        return list.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static func written(_ arguments: [String]) throws -> [String] {
        let project = try ProjectFolder("plugin-outputs")
        defer { project.remove() }
        let build = try RefractBinary.run(["build"] + arguments + ["--out", "out", "--platform", "swift"], in: project.url)
        #expect(build.status == 0, "\(build.stderr)")
        return project.snapshot(of: "out/swift").keys.filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func theListIsWhatTheBuildWritesWithAndWithoutText() throws {
        let declared = try Self.pluginOutputs()
        #expect(declared.count == Set(declared).count, "\(declared)")
        #expect(declared.contains("ThemeStrings.swift"))
        let root = TestEnvironment.packageRoot
        let example = try Self.written(["--resolver", root.appendingPathComponent("tokens/tokens.resolver.yaml").path])
        #expect(example == declared.sorted())
        let text = try Self.written([
            "--from", "style-dictionary", root.appendingPathComponent("Tests/RefractCLITests/Fixtures/string-tokens/tokens.json").path,
        ])
        #expect(text == declared.sorted())
    }
}
