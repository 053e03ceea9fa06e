import Foundation
import RefractAndroid
import RefractBuiltinTemplates
import RefractKit
import Testing

/// The built-in templates hold the code: a copy of one with a line edited, given to `refract build`,
/// changes exactly the output lines that template line writes, and nothing else.
@Suite("Overriding a built-in template")
struct TemplateOverrideTests {
    static let marker = " <!-- edited -->"

    /// A template and the line of it that is edited (appended the marker).
    @Test(arguments: [
        ("values.xml.mustache", #"    <{{tag}} name="{{name}}"{{#attributes}} {{name}}="{{value}}"{{/attributes}}>{{value}}</{{tag}}>"#),
        ("styles.xml.mustache", #"        <item name="{{name}}">{{value}}</item>"#),
        ("gradient.xml.mustache", #"        android:startColor="{{startColor}}""#),
        ("interpolator.xml.mustache", #"    android:controlX1="{{controlX1}}""#),
    ])
    func oneEditedLineChangesOnlyTheLinesItWrites(template: String, line: String) throws {
        let builtIn = try #require(BuiltinTemplates.sources["android/" + template])
        var lines = builtIn.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edited = try #require(lines.firstIndex(of: line), "no line '\(line)' in \(template)")
        lines[edited] += Self.marker
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-override-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(template)
        try lines.joined(separator: "\n").write(to: copy, atomically: true, encoding: .utf8)

        let plain = Self.build(overrides: [:])
        let overridden = Self.build(overrides: ["android": copy.path])
        #expect(plain.errorCount == 0 && overridden.errorCount == 0, "\(overridden.diagnostics.map(\.message))")
        #expect(overridden.files.map(\.path) == plain.files.map(\.path))

        let written = Self.pattern(of: line)
        var changed = 0
        for (before, after) in zip(plain.files, overridden.files) {
            let old = before.contents.split(separator: "\n", omittingEmptySubsequences: false)
            let new = after.contents.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(new.count == old.count, "\(after.path): \(old.count) lines became \(new.count)")
            for (number, (oldLine, newLine)) in zip(old, new).enumerated() {
                // Only a line this template line wrote changes, and only by the edit.
                let expected = Self.matches(oldLine, written) ? oldLine + Self.marker : oldLine
                #expect(newLine == expected, "\(after.path):\(number + 1)")
                if newLine != oldLine { changed += 1 }
            }
        }
        #expect(changed > 0, "the edit of \(template) changed no line")
    }

    static func build(overrides: [String: String]) -> BuildResult {
        BuildPipeline.run(BuildRequest(
            load: LoadRequest(inputs: [TestPaths.tokens]), output: "unused", platforms: ["android"],
            templateOverrides: overrides))
    }

    /// The literal parts of a template line, between its tags: a line it wrote has them in order, and
    /// starts and ends as the template line does. A section may write nothing, so it counts as one tag.
    static func pattern(of line: String) -> [Substring] {
        let tags = line.replacingOccurrences(of: #"\{\{#[^}]*\}\}.*?\{\{/[^}]*\}\}"#, with: "{{}}", options: .regularExpression)
        var parts: [Substring] = []
        var rest = tags[...]
        while let open = rest.range(of: "{{") {
            parts.append(rest[..<open.lowerBound])
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            rest = rest[close.upperBound...]
        }
        parts.append(rest)
        return parts
    }

    static func matches(_ line: Substring, _ parts: [Substring]) -> Bool {
        guard let first = parts.first, let last = parts.last, line.hasPrefix(first), line.hasSuffix(last) else { return false }
        var rest = line.dropFirst(first.count)
        for part in parts.dropFirst() where !part.isEmpty {
            guard let found = rest.range(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }
}
