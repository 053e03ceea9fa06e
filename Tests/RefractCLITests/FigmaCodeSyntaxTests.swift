import Foundation
import RefractTestSupport
import Testing

/// Figma's `com.figma.codeSyntax` names a token on the platforms it is given for (WEB: the CSS custom property and
/// the web module), on real exports: quantumblack's radii (`var(--radi-1)`, and `var(--radi-2)` given to two
/// variables) and its `Border/Divider`, which is no custom property; Subliminal's composed colours
/// (`com.figma.composedColor`, an alias with an opacity). Each fixture's SOURCE.md names the repository and licence.
@Suite("Figma code syntax and composed colours")
struct FigmaCodeSyntaxTests {
    static let quantumblack = TestEnvironment.packageRoot
        .appendingPathComponent("Tests/RefractCLITests/Fixtures/figma-native/quantumblack").path
    static let subliminal = TestEnvironment.packageRoot
        .appendingPathComponent("Tests/RefractCLITests/Fixtures/figma-native/subliminal").path

    @Test func webCodeSyntaxNamesTheCustomPropertyAndTheWebModule() throws {
        let folder = try ProjectFolder("figma-code-syntax")
        defer { folder.remove() }
        // The radii are a primitive layer other tokens alias: named here with `api: all`, which writes them.
        try folder.write("refract.yaml", "api: all\n")
        let run = try RefractBinary.run(["build", Self.quantumblack, "--from", "figma", "--platform", "css", "--platform", "web", "--platform", "swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let css = try #require(folder.read("output/css/tokens.css"), "\(run.stderr)")
        #expect(css.contains("  --radi-1: 4px;\n") && css.contains("  --radi-2: 16px;\n") && css.contains("  --radi-10: "), "\(css)")
        #expect(!css.contains("--rad-sm:") && !css.contains("--rad-lg:"), "\(css)")
        // `rad-reg` asks for `--radi-2` too, which `rad-lg` (first in path order) has: it keeps its own name.
        #expect(css.contains("  --rad-reg: 8px;\n"), "\(css)")
        // One problem, one warning, listing the platforms that read the code syntax (css and web both read WEB).
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning: [figma.code-syntax]") }
        #expect(warnings.filter { $0.contains("'rad-reg'") }.map { String($0.split(separator: "warning: ")[1]) } == [
            "[figma.code-syntax] WEB code syntax 'var(--radi-2)' of 'rad-reg' is a name another token already has on css and web",
        ], "\(run.stderr)")
        // `Border/Divider` is no custom property: a warning at the token, and the name its path gives.
        #expect(css.contains("  --border-divider: "), "\(css)")
        #expect(warnings.filter { $0.contains("'Border.Divider'") }.map { String($0.split(separator: "warning: ")[1]) } == [
            "[figma.code-syntax] WEB code syntax 'Border/Divider' of 'Border.Divider' is not a CSS custom property (--name or var(--name)); css and web name the token by its path",
        ], "\(run.stderr)")
        #expect(warnings.count == Set(warnings).count, "\(warnings)")
        #expect(run.stderr.contains("Dark.tokens.json:"), "the warning is located in the export: \(run.stderr)")
        let web = try #require(folder.read("output/web/tokens.js"))
        #expect(web.contains("\"radi-1\": \"var(--radi-1)\""), "\(web)")
        // No iOS code syntax: Swift names the radii by their paths.
        #expect(folder.read("output/swift/ThemeSizes.swift")?.contains("public var radSm: CGFloat") == true)
    }

    @Test func aComposedColourIsItsAliasWithTheOpacityAsAlpha() throws {
        let folder = try ProjectFolder("figma-composed")
        defer { folder.remove() }
        let imported = try RefractBinary.run(["import", Self.subliminal, "--from", "figma", "--out", "dtcg"], in: folder.url)
        #expect(imported.status == 0, "\(imported.stderr)")
        let run = try RefractBinary.run(["build", Self.subliminal, "--from", "figma", "--platform", "css"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let css = try #require(folder.read("output/css/tokens.css"), "\(run.stderr)")
        // Lightmode: Brand.Neutral #040506 at 80 %; Darkmode: #ffffff at 80 %. Brand.Neutral-weak at 60 %.
        #expect(css.contains("[data-intent-colors=\"Lightmode\"] {\n  --brand-neutral: #040506;"), "\(css)")
        #expect(css.contains("  --neutral-content-secondary: rgba(4, 5, 6, 0.8);\n"), "\(css)")
        #expect(css.contains("  --neutral-content-secondary: rgba(255, 255, 255, 0.8);\n"), "\(css)")
        #expect(css.contains("  --neutral-content-subtle: rgba(31.765%, 37.255%, 47.843%, 0.6);\n"), "\(css)")
        // Read as the alias: the composed colour follows Brand.Neutral when it changes, here by editing the export.
        let edited = folder.url.appendingPathComponent("edited")
        try FileManager.default.createDirectory(at: edited, withIntermediateDirectories: true)
        for name in ["Intent Colors.Lightmode.tokens.json", "Intent Colors.Darkmode.tokens.json"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: Self.subliminal + "/" + name))
            var root = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
            if name.contains("Light"), var brand = root["Brand"] as? [String: Any], var neutral = brand["Neutral"] as? [String: Any] {
                neutral["$value"] = ["colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1, "hex": "#FF0000"] as [String: Any]
                brand["Neutral"] = neutral
                root["Brand"] = brand
            }
            try JSONSerialization.data(withJSONObject: root).write(to: edited.appendingPathComponent(name))
        }
        let rebuilt = try RefractBinary.run(["build", "edited", "--from", "figma", "--platform", "css", "--out", "edited-out"], in: folder.url)
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        let editedCSS = try #require(folder.read("edited-out/css/tokens.css"))
        #expect(editedCSS.contains("  --neutral-content-secondary: rgba(255, 0, 0, 0.8);\n"), "\(editedCSS)")
    }
}
