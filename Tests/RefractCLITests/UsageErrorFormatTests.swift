import Foundation
import RefractTestSupport
import Testing

/// A usage error under `--format json|github|sarif` is a document on stdout with a `usage.*` code, wherever the
/// flag stands on the line, so a CI step that parses stdout sees why the command failed; text stays on stderr.
@Suite("Usage errors in the machine formats")
struct UsageErrorFormatTests {
    static let root = TestEnvironment.packageRoot

    /// The codes of a `--format json` document on stdout.
    static func jsonCodes(_ stdout: String) throws -> [String] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        return diagnostics.compactMap { $0["code"] as? String }
    }

    @Test("JSON, whether --format comes before or after the mistake", arguments: [
        (["lint", "--format", "json", "--bogus"], "usage.unknown-option"),
        (["lint", "--bogus", "--format=json"], "usage.unknown-option"),
        (["build", "--platform", "cs", "--format", "json"], "usage.invalid-value"),
        (["build", "--check=yes", "--format", "json"], "usage.invalid-value"),
        (["lint", "--format", "json", "--config"], "usage.missing-value"),
        (["bulid", "--format", "json"], "usage.unknown-command"),
        (["diff", "--format", "json"], "usage.missing-argument"),
        (["lint", "--format", "json", "--config", "a.yaml", "--config", "b.yaml"], "usage.repeated-option"),
        (["diff", "--git", "HEAD", "a", "b", "--format", "json"], "usage.unexpected-argument"),
        // Found by the command after parsing: a malformed --input.
        (["lint", "--input", "theme", "--format", "json"], "usage.invalid-value"),
    ])
    func json(_ arguments: [String], _ code: String) throws {
        let run = try RefractBinary.run(arguments, in: Self.root)
        #expect(run.status == 2)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(try Self.jsonCodes(run.stdout) == [code], "\(run.stdout)")
    }

    @Test func theSuggestionIsTheHelp() throws {
        let run = try RefractBinary.run(["build", "--format", "json", "--platform", "cs"], in: Self.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let diagnostic = try #require((document["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["message"] as? String == "the value 'cs' is invalid for '--platform <platform>'; use one of: swift, json, css, web, android, compose, xcassets")
        #expect(diagnostic["help"] as? String == "did you mean 'css'? see 'refract build --help'")
        #expect((document["summary"] as? [String: Any])?["errors"] as? Int == 1)
    }

    @Test func githubAnnotation() throws {
        let run = try RefractBinary.run(["lint", "--strict", "--bogus", "--format", "github"], in: Self.root)
        #expect(run.status == 2)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == "::error title=usage.unknown-option::unknown option '--bogus'%0Ahelp: see 'refract lint --help'\n")
    }

    @Test func sarifLog() throws {
        let run = try RefractBinary.run(["lint", "--format", "sarif", "--bogus"], in: Self.root)
        #expect(run.status == 2)
        #expect(run.stderr.isEmpty)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["usage.unknown-option"])
        #expect(results.first?["level"] as? String == "error")
    }

    /// Text, the default, and a `--format` after `--` (an argument, not the flag), stay on stderr.
    @Test(arguments: [["lint", "--bogus"], ["lint", "--bogus", "--", "--format", "json"], ["lint", "--format", "text", "--bogus"]])
    func textStaysOnStderr(_ arguments: [String]) throws {
        let run = try RefractBinary.run(arguments, in: Self.root)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("Error: Unknown option '--bogus'"))
    }
}
