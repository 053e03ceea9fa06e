import Foundation
import RefractKit
import RefractOutput
import Testing

/// The templates hold the code: a copy of a built-in template with one line changed, given to a build as
/// an override, changes that line of the output and nothing else.
@Suite("Template overrides")
struct TemplateOverrideTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var platform: String
        var template: String
        var output: String
        var line: String
        var changed: String
        var testDescription: String { "\(platform)/\(template)" }
    }

    static let cases = [
        Case(
            platform: "swift", template: "Theme.swift.mustache", output: "swift/Theme.swift",
            line: "nonisolated {{access}} struct {{themeType}}: Sendable, Equatable {",
            changed: "nonisolated {{access}} struct {{themeType}}: Sendable, Equatable, Hashable {"),
        Case(
            platform: "json", template: "theme.json.mustache", output: "json/theme.json",
            line: "  \"defaultTheme\": {{{defaultTheme}}},",
            changed: "  \"defaultTheme\": {{{defaultTheme}}}, \"edited\": true,"),
    ]

    static func build(_ platform: String, overrides: [String: String] = [:]) -> BuildResult {
        BuildPipeline.run(BuildRequest(
            load: LoadRequest(inputs: [TestSupport.exampleTokens]), output: "out", platforms: [platform],
            templateOverrides: overrides))
    }

    @Test(arguments: cases)
    func changingOneTemplateLineChangesOneOutputLine(_ test: Case) throws {
        let builtIn = try #require(TestSupport.templates.sources["\(test.platform)/\(test.template)"])
        let templateLines = builtIn.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(templateLines.filter { $0 == test.line }.count == 1, "the line to change is in the template once")
        let edited = templateLines.map { $0 == test.line ? Substring(test.changed) : $0 }.joined(separator: "\n")

        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(test.template)
        try edited.write(to: file, atomically: true, encoding: .utf8)

        let before = Self.build(test.platform)
        let after = Self.build(test.platform, overrides: [test.platform: file.path])
        #expect(after.errorCount == 0, "\(after.diagnostics.map(\.message))")
        #expect(before.files.map(\.path) == after.files.map(\.path))
        for (old, new) in zip(before.files, after.files) {
            let oldLines = old.contents.split(separator: "\n", omittingEmptySubsequences: false)
            let newLines = new.contents.split(separator: "\n", omittingEmptySubsequences: false)
            guard old.path == test.output else {
                #expect(oldLines == newLines, "\(old.path) is untouched")
                continue
            }
            #expect(oldLines.count == newLines.count)
            let differing = zip(oldLines, newLines).enumerated().filter { $0.element.0 != $0.element.1 }
            #expect(differing.count == 1, "exactly one line of \(old.path) changes")
            func rendered(_ line: String) -> String {
                line.replacingOccurrences(of: "{{{defaultTheme}}}", with: "\"standard\"")
                    .replacingOccurrences(of: "{{themeType}}", with: "Theme").replacingOccurrences(of: "{{access}}", with: "public")
            }
            let expectedOld = rendered(test.line)
            let expectedNew = rendered(test.changed)
            #expect(differing.first.map { String($0.element.0) } == expectedOld)
            #expect(differing.first.map { String($0.element.1) } == expectedNew)
        }
    }
}
