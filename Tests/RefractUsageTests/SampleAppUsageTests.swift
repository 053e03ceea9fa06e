import Foundation
import RefractKit
import RefractTestSupport
import RefractUsage
import Testing

/// `refract usage` on the sample app of Fixtures/sample-app: SwiftUI and UIKit (app/ios), Compose, Kotlin and
/// Java with `R` (app/android/src), an XML layout, CSS and TypeScript (app/web), written with a known use of
/// each name, near misses (`colors.primaryDark`, `.themeAccentMuted`, `R.color.color_primary_variant`,
/// `@color/color_surface_dim`, `var(--color-primary-dark)`, `tokens.color.accentMuted`), Android's own
/// `@android:color/black` and commented-out uses, none of which may count.
@Suite("refract usage: the sample app")
struct SampleAppUsageTests {
    static let folder = TestEnvironment.packageRoot.appendingPathComponent("Tests/RefractUsageTests/Fixtures/sample-app")

    static func report() throws -> UsageReport {
        let (names, result) = UsageNames.load(
            config: RefractConfig(), given: [folder.appendingPathComponent("tokens").path], flags: ReadingFlags())
        let loaded = try #require(names, "\(result.diagnostics.map(\.message))")
        return UsageScan(names: loaded).run([folder.appendingPathComponent("app").path])
    }

    /// `token platform`: the uses, as `file:line:column` under app/.
    static let expectedUses: [String: [String]] = [
        "color.accent android": ["android/res/layout/activity_main.xml:10:28"],
        "color.accent compose": ["android/src/MainActivity.kt:8:31"],
        "color.accent css": ["web/app.ts:6:40"],
        "color.accent swift": ["ios/ContentView.swift:9:40", "ios/LegacyViewController.swift:7:34"],
        "color.accent web": ["web/app.ts:3:30"],
        "color.primary android": ["android/src/MainActivity.kt:15:22"],
        "color.primary compose": ["android/src/MainActivity.kt:9:28"],
        "color.primary css": ["web/styles.css:3:14"],
        "color.primary swift": ["ios/ContentView.swift:10:35", "ios/LegacyViewController.swift:6:33"],
        "color.primary web": ["web/app.ts:5:32"],
        "color.surface android": ["android/res/layout/activity_main.xml:5:25"],
        "color.surface compose": [],
        "color.surface css": ["web/styles.css:2:19"],
        "color.surface swift": ["ios/ContentView.swift:11:31", "ios/LegacyViewController.swift:8:37"],
        "color.surface web": ["web/app.ts:4:35"],
        "color.unusedTint android": [],
        "color.unusedTint compose": [],
        "color.unusedTint css": [],
        "color.unusedTint swift": [],
        "color.unusedTint web": [],
        "spacing.small android": ["android/res/layout/activity_main.xml:6:22", "android/src/LegacyActivity.java:5:40"],
        "spacing.small compose": ["android/src/MainActivity.kt:10:28"],
        "spacing.small css": ["web/styles.css:4:16"],
        "spacing.small swift": ["ios/ContentView.swift:7:31"],
        "spacing.small web": [],
    ]

    @Test func everyUseIsFoundAtItsPlaceAndNothingElse() throws {
        let report = try Self.report()
        let app = Self.folder.appendingPathComponent("app").path + "/"
        var found: [String: [String]] = [:]
        for row in report.rows {
            found[row.token + " " + row.platform] = row.uses.map {
                String($0.file.dropFirst($0.file.hasPrefix(app) ? app.count : 0)) + ":\($0.line):\($0.column)"
            }
        }
        #expect(found == Self.expectedUses)
        #expect(report.filesScanned == 7)
    }

    @Test func theCountsAreExact() throws {
        let report = try Self.report()
        #expect(report.rows.count == 25)
        #expect(report.used.count == 18)
        #expect(report.unused.count == 7)
        #expect(report.deprecatedUsed.map { "\($0.token) \($0.platform)" } == [
            "color.primary android", "color.primary compose", "color.primary css", "color.primary swift", "color.primary web",
        ])
        #expect(report.deprecatedUseDiagnostics.count == 6)
        #expect(report.deprecatedUseDiagnostics.allSatisfy { $0.code.rawValue == "app.deprecated-token" })
    }
}
