import Foundation
import RefractTestSupport
import Testing

/// Figma's own "Export variables" (one `<Mode>.tokens.json` per mode, `com.figma.*` extensions), read with
/// `--from figma`: the files of one collection are one modifier, an alias of a variable that is read is an
/// alias, and every platform builds. The export is a real one, trimmed (Fixtures/figma-native/quantumblack,
/// its SOURCE.md names the repository, commit and licence).
@Suite("Figma native export")
struct FigmaNativeExportTests {
    static let export = TestEnvironment.packageRoot
        .appendingPathComponent("Tests/RefractCLITests/Fixtures/figma-native/quantumblack").path

    @Test func theModesOfACollectionAreOneModifierAndEveryPlatformBuilds() throws {
        let folder = try ProjectFolder("figma-native")
        defer { folder.remove() }
        let run = try RefractBinary.run(["build", Self.export, "--from", "figma"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("duplicate-name"), "\(run.stderr)")
        let css = try #require(folder.read("output/css/tokens.css"), "\(run.stderr)")
        #expect(css.contains("/* Dark-Light=Light, Round-Sharp=Round */"), "\(css)")
        #expect(css.contains("Round-Sharp"), "\(css)")
        // `Border.Active` aliases `Slate/950` in Light and `Mist/50` in Dark, both read: a reference, not a copy.
        #expect(css.contains("--border-active: var(--slate-950)"), "\(css)")
        #expect(css.contains("--border-active: var(--mist-50)"), "\(css)")
        // `Border.Divider` in Light aliases `Slate 900/opacity-10`, which is not read: Figma's resolved value.
        #expect(css.contains("--border-divider: rgba(7.843%, 9.02%, 12.941%, 0.1)"), "\(css)")
        // Corner radii are numbers scoped CORNER_RADIUS: px dimensions. (`rad-reg` asks for `--radi-2`, which
        // `rad-lg`, earlier in path order, has: FigmaCodeSyntaxTests.)
        #expect(css.contains("--rad-reg: 8px"), "\(css)")
        for file in ["swift", "json/theme.json", "android/res/values/refract_dimens.xml", "compose"] {
            #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("output/" + file).path), "\(file)")
        }
    }

    @Test func importWritesAResolverThatBuildsTheSame() throws {
        let folder = try ProjectFolder("figma-native-import")
        defer { folder.remove() }
        let imported = try RefractBinary.run(["import", Self.export, "--from", "figma", "--out", "dtcg"], in: folder.url)
        #expect(imported.status == 0, "\(imported.stderr)")
        let resolver = try #require(folder.snapshot(of: "dtcg").keys.first { $0.hasSuffix(".resolver.json") }, "\(imported.stderr)")
        let native = try RefractBinary.run(["build", Self.export, "--from", "figma", "--out", "native"], in: folder.url)
        let dtcg = try RefractBinary.run(["build", "--resolver", "dtcg/" + resolver, "--out", "dtcg-out"], in: folder.url)
        #expect(native.status == 0 && dtcg.status == 0, "\(native.stderr)\n\(dtcg.stderr)")
        let nativeFiles = folder.snapshot(of: "native"), dtcgFiles = folder.snapshot(of: "dtcg-out")
        #expect(Set(nativeFiles.keys) == Set(dtcgFiles.keys))
        for (path, bytes) in nativeFiles where !path.hasPrefix(".refract") {
            #expect(dtcgFiles[path] == bytes, "\(path) differs between the native read and the imported files")
        }
    }
}
