import Foundation
import RefractTestSupport
import Testing

/// `refract usage` from the outside, on the sample app of Tests/RefractUsageTests/Fixtures/sample-app (whose
/// exact uses SampleAppUsageTests checks): the formats, `--fail-on deprecated-use` and the exit statuses.
@Suite("refract usage: formats and exit statuses")
struct UsageCommandTests {
    static let sampleApp = TestEnvironment.packageRoot.appendingPathComponent("Tests/RefractUsageTests/Fixtures/sample-app")

    struct Summary: Decodable {
        var filesScanned: Int
        var entries: Int
        var used: Int
        var unused: Int
        var deprecatedUsed: Int
    }

    struct Entry: Decodable {
        var token: String
        var platform: String
        var status: String
    }

    struct Report: Decodable {
        var summary: Summary
        var tokens: [Entry]
    }

    @Test func jsonCarriesTheCountsAndEachStatus() throws {
        let run = try RefractBinary.run(["usage", "app", "--format", "json"], in: Self.sampleApp)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
        #expect(report.summary.filesScanned == 7)
        #expect(report.summary.entries == 25)
        #expect(report.summary.used == 18)
        #expect(report.summary.unused == 7)
        #expect(report.summary.deprecatedUsed == 5)
        let statuses = Dictionary(uniqueKeysWithValues: report.tokens.map { ($0.token + " " + $0.platform, $0.status) })
        #expect(statuses["color.primary swift"] == "deprecated-used")
        #expect(statuses["color.accent css"] == "used")
        #expect(statuses["color.unusedTint android"] == "unused")
    }

    @Test func failOnDeprecatedUseExitsOne() throws {
        let run = try RefractBinary.run(["usage", "app", "--fail-on", "deprecated-use"], in: Self.sampleApp)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("refract usage: 7 files scanned; 25 token × platform entries of 5 tokens: 18 used, 7 unused, 5 deprecated but used\n"))
        #expect(run.stderr.components(separatedBy: "[app.deprecated-token]").count - 1 == 6, "\(run.stderr)")
        // Without deprecated uses, the same flag passes.
        let clean = try RefractBinary.run(["usage", "app/web/app.ts", "--fail-on", "deprecated-use", "--format", "json"], in: Self.sampleApp)
        #expect(clean.status == 1, "app.ts uses cssVar.color.primary")
        let none = try RefractBinary.run(["usage", "app/ios/ContentView.swift", "app/android/res", "--fail-on", "deprecated-use"], in: Self.sampleApp)
        #expect(none.status == 1, "ContentView uses theme.colors.primary")
        let accentOnly = try RefractBinary.run(["usage", "app/android/res", "--fail-on", "deprecated-use"], in: Self.sampleApp)
        #expect(accentOnly.status == 0, "\(accentOnly.stdout)")
    }

    @Test func sarifAndGithubAnnotateEachDeprecatedUse() throws {
        let sarif = try RefractBinary.run(["usage", "app", "--format", "sarif"], in: Self.sampleApp)
        #expect(sarif.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = ((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.count == 6)
        #expect(results.allSatisfy { ($0["ruleId"] as? String) == "app.deprecated-token" })
        let github = try RefractBinary.run(["usage", "app", "--format", "github"], in: Self.sampleApp)
        #expect(github.stdout.split(separator: "\n").filter { $0.hasPrefix("::warning ") }.count == 6)
    }

    @Test func aMissingPathIsAUsageError() throws {
        let run = try RefractBinary.run(["usage", "no-such-folder"], in: Self.sampleApp)
        #expect(run.status == 2)
        #expect(run.stderr.contains("[input.not-found]"))
        let none = try RefractBinary.run(["usage"], in: Self.sampleApp)
        #expect(none.status == 2)
    }
}
