import Foundation
import Testing

/// `build --check` shows how a stale file differs as a unified diff that marks only the lines that
/// changed, and its GitHub annotation points at the first of them.
@Suite("build --check's diff")
struct CheckDiffTests {
    static let tokens = (1...12).map { index in
        #""space\#(index)": {"$type": "dimension", "$value": {"value": \#(index * 4), "unit": "px"}}"#
    }

    static func builtProject() throws -> (ProjectFolder, [String]) {
        let folder = try ProjectFolder("check-diff")
        try folder.write("tokens/a.tokens.json", "{" + tokens.joined(separator: ",\n") + "}\n")
        let built = try RefractBinary.run(["build", "--platform", "css", "--quiet"], in: folder.url)
        try #require(built.status == 0, "\(built.stderr)")
        let lines = try #require(folder.read("output/css/tokens.css")).components(separatedBy: "\n")
        return (folder, lines)
    }

    /// One line of the file edited by hand: the diff has exactly one `-` and one `+` line, with unchanged
    /// context around them, under a `@@` header that names the line.
    @Test func aHandEditedLineIsTheOnlyOneMarked() throws {
        let (folder, lines) = try Self.builtProject()
        defer { folder.remove() }
        let index = try #require(lines.firstIndex { $0.contains("--space6:") })
        var edited = lines
        edited[index] = "  --space6: 99px;"
        try folder.write("output/css/tokens.css", edited.joined(separator: "\n"))
        let run = try RefractBinary.run(["build", "--check", "--platform", "css"], in: folder.url)
        #expect(run.status == 1)
        let shown = run.stderr.components(separatedBy: "\n")
        #expect(shown.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") } == ["-  --space6: 99px;"], "\(run.stderr)")
        #expect(shown.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") } == ["+" + lines[index]], "\(run.stderr)")
        #expect(shown.contains("@@ -\(index - 2),7 +\(index - 2),7 @@"), "\(run.stderr)")
        #expect(shown.contains(" " + lines[index - 1]) && shown.contains(" " + lines[index + 1]), "\(run.stderr)")
    }

    @Test func theGitHubAnnotationIsAtTheFirstChangedLine() throws {
        let (folder, lines) = try Self.builtProject()
        defer { folder.remove() }
        let index = try #require(lines.firstIndex { $0.contains("--space9:") })
        var edited = lines
        edited.remove(at: index)
        try folder.write("output/css/tokens.css", edited.joined(separator: "\n"))
        let run = try RefractBinary.run(["build", "--check", "--platform", "css", "--format", "github"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("::error file=output/css/tokens.css,line=\(index + 1),col=1,"), "\(run.stdout)")
    }
}
