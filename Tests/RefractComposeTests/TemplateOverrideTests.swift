import Foundation
import RefractBuiltinTemplates
import RefractKit
import Testing

/// The built-in templates hold the code: a copy of one with a line edited, given to `refract build`,
/// changes the output lines that template line writes by exactly that edit, and nothing else.
@Suite("Overriding a built-in Compose template")
struct TemplateOverrideTests {
    static let marker = " // edited"

    /// A template, the line of it that is edited (the marker appended), and how every line it writes starts.
    @Test(arguments: [
        ("Theme.kt.mustache", "{{visibilityModifier}}enum class {{themeListType}}(val key: String) {", "enum class AppTheme("),
        ("ThemeValues.kt.mustache",
         "    /** Theme '{{{themeName}}}', {{scheme}}{{#isMediumContrast}}, medium contrast{{/isMediumContrast}}{{#isHighContrast}}, increased contrast{{/isHighContrast}}. */",
         "    /** Theme '"),
        ("RefractTheme.kt.mustache",
         "// `{{composableName}}(theme = {{themeListType}}.{{defaultTheme}}) { … }` provides a theme; `{{composableName}}.colors.primary` reads it.",
         "// `RefractTheme(theme = AppTheme."),
    ])
    func oneEditedLineChangesOnlyTheLinesItWrites(template: String, line: String, writtenPrefix: String) throws {
        let builtIn = try #require(BuiltinTemplates.sources["compose/" + template])
        var lines = builtIn.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edited = try #require(lines.firstIndex(of: line), "no line '\(line)' in \(template)")
        lines[edited] += Self.marker
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-override-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(template)
        try lines.joined(separator: "\n").write(to: copy, atomically: true, encoding: .utf8)

        let plain = Self.build(overrides: [:])
        let overridden = Self.build(overrides: ["compose": copy.path])
        #expect(plain.errorCount == 0 && overridden.errorCount == 0, "\(overridden.diagnostics.map(\.message))")
        #expect(overridden.files.map(\.path) == plain.files.map(\.path))

        let target = String(template.dropLast(".mustache".count))
        var changed = 0
        for (before, after) in zip(plain.files, overridden.files) {
            let old = before.contents.split(separator: "\n", omittingEmptySubsequences: false)
            let new = after.contents.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(new.count == old.count, "\(after.path): \(old.count) lines became \(new.count)")
            for (number, (oldLine, newLine)) in zip(old, new).enumerated() where newLine != oldLine {
                changed += 1
                #expect(after.path.hasSuffix("/" + target), "\(after.path):\(number + 1) changed")
                #expect(newLine == oldLine + Self.marker, "\(after.path):\(number + 1)")
                #expect(oldLine.hasPrefix(writtenPrefix), "\(after.path):\(number + 1) '\(oldLine)' is not the edited line's")
            }
            // Every line the edited template line wrote carries the edit.
            if after.path.hasSuffix("/" + target) {
                let written = old.filter { $0.hasPrefix(writtenPrefix) && !$0.hasSuffix(Self.marker) }.count
                let marked = new.filter { $0.hasPrefix(writtenPrefix) && $0.hasSuffix(Self.marker) }.count
                #expect(written == marked, "\(after.path): \(written) lines written, \(marked) edited")
            }
        }
        #expect(changed > 0, "the edit of \(template) changed no line")
    }

    static func build(overrides: [String: String]) -> BuildResult {
        BuildPipeline.run(BuildRequest(
            load: LoadRequest(inputs: [TestSupport.packageRoot.appendingPathComponent("tokens").path]), output: "unused",
            platforms: ["compose"], templateOverrides: overrides))
    }
}
