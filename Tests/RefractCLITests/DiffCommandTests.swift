import Foundation
import RefractTestSupport
import Testing

/// `refract diff` run as a user runs it: two folders, `--fail-on breaking`, and `--git REV` in a
/// temporary repository.
@Suite("refract diff command")
struct DiffCommandTests {
    static let tokensV1 = ##"{ "color": { "$type": "color", "primary": { "$value": "#1b8188" }, "accent": { "$value": "#f0a000" } } }"##
    static let tokensV2 = ##"{ "color": { "$type": "color", "primary": { "$value": "#b61d2c" } } }"##

    @Test func failOnBreakingExitsOneWhenANameDisappears() throws {
        let folder = try ProjectFolder("diff")
        defer { folder.remove() }
        try folder.write("old/tokens.json", Self.tokensV1)
        try folder.write("new/tokens.json", Self.tokensV2)
        let plain = try RefractBinary.run(["diff", "old", "new"], in: folder.url)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("| `color.primary` | `default` | `#1b8188` | `#b61d2c` |"), "\(plain.stdout)")
        #expect(plain.stdout.contains("| css | `--color-accent` | `color.accent` |"))
        let failing = try RefractBinary.run(["diff", "old", "new", "--fail-on", "breaking"], in: folder.url)
        #expect(failing.status == 1)
        let growing = try RefractBinary.run(["diff", "new", "old", "--fail-on", "breaking", "--format", "json"], in: folder.url)
        #expect(growing.status == 0, "adding a token breaks nothing: \(growing.stderr)")
        #expect(growing.stdout.contains(#""isBreaking" : false"#))
    }

    /// An API shape change with no token removed is breaking too: here every Swift type of the collections is
    /// renamed by the config (`typePrefix`), so `ThemeColors` with members of `ThemeAdaptiveStyle<ThemeColor>`
    /// disappears; 36 colours added to a collection of one change no shape, so they break nothing, nor does a
    /// collection growing from 64 members to 100; and Compose's theme type renamed is breaking.
    @Test func failOnBreakingExitsOneWhenAnAPIShapeChanges() throws {
        let folder = try ProjectFolder("diff-shape")
        defer { folder.remove() }
        try folder.write("old/refract.yaml", "platforms:\n  swift: {}\n  compose: {}\n")
        try folder.write("old/tokens/tokens.json", Self.tokensV2)
        try folder.write("new/refract.yaml", "platforms:\n  swift:\n    typePrefix: DS\n  compose: {}\n")
        try folder.write("new/tokens/tokens.json", Self.tokensV2)
        let renamed = try RefractBinary.run(["diff", "old", "new", "--fail-on", "breaking"], in: folder.url)
        #expect(renamed.status == 1, "\(renamed.stdout)\(renamed.stderr)")
        #expect(renamed.stdout.contains("ThemeColors: var member: ThemeAdaptiveStyle<ThemePlatformColor> { get set }"), "\(renamed.stdout)")

        let many = (0..<36).map { ##", "extra\##($0)": { "$value": "#0000\##(String(format: "%02x", $0))" }"## }.joined()
        try folder.write("grown/refract.yaml", "platforms:\n  swift: {}\n  compose: {}\n")
        try folder.write("grown/tokens/tokens.json", Self.tokensV2.replacingOccurrences(of: ##""#b61d2c" }"##, with: ##""#b61d2c" }"## + many))
        let grown = try RefractBinary.run(["diff", "old", "grown", "--fail-on", "breaking", "--format", "json"], in: folder.url)
        #expect(grown.status == 0, "\(grown.stdout)\(grown.stderr)")
        #expect(grown.stdout.contains(#""isBreaking" : false"#))
        #expect(grown.stdout.contains("RefractTheme.colors.extra35"))

        // 64 colours and 100: the same Swift and Compose shape at every size (Swift's settable members,
        // memberwise `init` and `copyWith(member:)`; Compose's members stored by name and `copy { member = … }`),
        // so no shape disappears and 36 added colours break nothing.
        func colours(_ count: Int) -> String {
            let members = (0..<count).map { ##""c\##($0)": { "$value": "#0000\##(String(format: "%02x", $0))" }"## }
            return ##"{ "color": { "$type": "color", "##  + members.joined(separator: ", ") + " } }"
        }
        try folder.write("wide/refract.yaml", "platforms:\n  swift: {}\n  compose: {}\n")
        try folder.write("wide/tokens/tokens.json", colours(64))
        try folder.write("wider/refract.yaml", "platforms:\n  swift: {}\n  compose: {}\n")
        try folder.write("wider/tokens/tokens.json", colours(100))
        let crossing = try RefractBinary.run(["diff", "wide", "wider", "--fail-on", "breaking"], in: folder.url)
        #expect(crossing.status == 0, "\(crossing.stdout)\(crossing.stderr)")
        #expect(!crossing.stdout.contains("ThemeColors: var member:"), "\(crossing.stdout)")
        #expect(!crossing.stdout.contains("class ThemeColors"), "\(crossing.stdout)")
        #expect(crossing.stdout.contains("RefractTheme.colors.c99"), "\(crossing.stdout)")

        // Compose's theme type renamed (`themeTypeName`): code naming `Theme` no longer builds, which is breaking.
        try folder.write("renamed/refract.yaml", "platforms:\n  compose:\n    themeTypeName: BrandTheme\n")
        try folder.write("renamed/tokens/tokens.json", colours(64))
        try folder.write("plain/refract.yaml", "platforms:\n  compose: {}\n")
        try folder.write("plain/tokens/tokens.json", colours(64))
        let retyped = try RefractBinary.run(["diff", "plain", "renamed", "--fail-on", "breaking"], in: folder.url)
        #expect(retyped.status == 1, "\(retyped.stdout)\(retyped.stderr)")
        #expect(retyped.stdout.contains("| compose | `data class Theme(val colors: ThemeColors)`"), "\(retyped.stdout)")
    }

    @Test func gitRevisionAgainstTheWorkTree() throws {
        let folder = try ProjectFolder("diff-git")
        defer { folder.remove() }
        try folder.write("design/tokens/colors.tokens.json", Self.tokensV1)
        guard try git(["init", "-q"], in: folder) else { return }
        #expect(try git(["add", "-A"], in: folder))
        #expect(try git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "v1"], in: folder))
        try folder.write("design/tokens/colors.tokens.json", Self.tokensV2)
        // From a subfolder: the revision's copy of the same subfolder is the old side.
        let run = try RefractBinary.run(["diff", "--git", "HEAD", "--format", "json"], in: folder.url.appendingPathComponent("design"))
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((report["removed"] as? [[String: Any]])?.map { $0["path"] as? String } == ["color.accent"])
        #expect((report["changed"] as? [[String: Any]])?.map { $0["path"] as? String } == ["color.primary"])

        let unknown = try RefractBinary.run(["diff", "--git", "no-such-branch"], in: folder.url)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("[diff.git-failed] git knows no revision 'no-such-branch'"), "\(unknown.stderr)")
    }

    @Test func usageMistakes() throws {
        let folder = try ProjectFolder("diff-usage")
        defer { folder.remove() }
        let missing = try RefractBinary.run(["diff", "old"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("Missing expected argument '<new>'"), "\(missing.stderr)")
        let absent = try RefractBinary.run(["diff", "old", "new"], in: folder.url)
        #expect(absent.status == 2)
        #expect(absent.stderr.contains("[input.not-found]"), "\(absent.stderr)")
    }

    /// Runs git; false (with a skip note, or an issue under CI) when git is not installed.
    func git(_ arguments: [String], in folder: ProjectFolder) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus == 127 {
            TestEnvironment.missing("git")
            return false
        }
        return process.terminationStatus == 0
    }
}
