import Foundation
import RefractTestSupport
import Testing

/// Material Theme Builder's `material-theme.json`, read with `--from material-theme`: Material's role names
/// under `md.sys.color`, a `scheme` × `contrast` resolver of its six schemes, every platform built. The export is
/// a real one (Fixtures/material-theme/plata-sync, its SOURCE.md names the repository, commit and licence).
@Suite("Material Theme Builder")
struct MaterialThemeImportTests {
    static let export = TestEnvironment.packageRoot
        .appendingPathComponent("Tests/RefractCLITests/Fixtures/material-theme/plata-sync/material-theme.json").path

    /// The blocks of a CSS file by their comment line (`/* contrast=medium, scheme=dark */`), each with its properties.
    static func blocks(_ css: String) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        var current: String?
        for line in css.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("/* "), text.hasSuffix(" */"), !text.contains("Generated") {
                current = String(text.dropFirst(3).dropLast(3))
            } else if let current, text.hasPrefix("--"), let colon = text.firstIndex(of: ":") {
                result[current, default: [:]][String(text[..<colon])] =
                    text[text.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
            }
        }
        return result
    }

    @Test func everyPlatformBuildsTheSixSchemes() throws {
        let folder = try ProjectFolder("material-theme")
        defer { folder.remove() }
        let run = try RefractBinary.run(["build", Self.export, "--from", "material-theme"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("0 errors, 0 warnings"), "\(run.stderr)")
        for file in ["css/tokens.css", "json/theme.json", "android/res/values/refract_colors.xml", "android/res/values-night/refract_colors.xml"] {
            #expect(folder.read("output/" + file) != nil, "\(file): \(run.stderr)")
        }
        let css = try #require(folder.read("output/css/tokens.css"))
        // Material's role names, as Material Web names its custom properties.
        for role in ["primary", "on-primary", "primary-container", "on-primary-container", "surface-container-highest", "inverse-primary"] {
            #expect(css.contains("--md-sys-color-\(role):"), "\(role)")
        }
        #expect(css.contains("--md-ref-palette-neutral-variant90:") || css.contains("--md-ref-palette-neutral-variant-90:"))
        #expect(css.contains("--md-source-seed: #006aa0"), "the seed")
        #expect(!css.contains("--md-scheme-"), "the schemes' own tokens are read for references only")
    }

    /// Each permutation holds the export's own scheme: `primary` of `dark-high-contrast` is its `#E8F1FF`.
    @Test func eachPermutationReadsItsScheme() throws {
        let folder = try ProjectFolder("material-theme-values")
        defer { folder.remove() }
        let schemes = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.export))) as? [String: Any]
        let byName = try #require(schemes?["schemes"] as? [String: [String: String]])
        for (scheme, contrast, name) in [
            ("light", "standard", "light"), ("light", "medium", "light-medium-contrast"), ("light", "high", "light-high-contrast"),
            ("dark", "standard", "dark"), ("dark", "medium", "dark-medium-contrast"), ("dark", "high", "dark-high-contrast"),
        ] {
            let run = try RefractBinary.run(
                ["build", Self.export, "--from", "material-theme", "-p", "css", "--input", "scheme=\(scheme)", "--input", "contrast=\(contrast)",
                 "--out", "out-\(name)"], in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
            let css = try #require(folder.read("out-\(name)/css/tokens.css"), "\(run.stderr)")
            let properties = Self.blocks(css).values.reduce(into: [:]) { $0.merge($1) { a, _ in a } }
            let expected = try #require(byName[name])
            #expect(expected.count == 49)
            for (role, hex) in expected {
                let property = "--md-sys-color-" + role.reduce(into: "") { text, character in
                    text += character.isUppercase ? "-" + character.lowercased() : String(character)
                }
                #expect(properties[property]?.lowercased() == hex.lowercased(), "\(name) \(role)")
            }
        }
    }

    @Test func importWritesTokensAndAResolverThatBuildTheSame() throws {
        let folder = try ProjectFolder("material-theme-import")
        defer { folder.remove() }
        let imported = try RefractBinary.run(["import", Self.export, "--from", "material-theme", "--out", "dtcg"], in: folder.url)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(folder.read("dtcg/material-theme.resolver.json") != nil, "\(imported.stderr)")
        let native = try RefractBinary.run(["build", Self.export, "--from", "material-theme", "--out", "native"], in: folder.url)
        let dtcg = try RefractBinary.run(["build", "--resolver", "dtcg/material-theme.resolver.json", "--out", "dtcg-out"], in: folder.url)
        #expect(native.status == 0 && dtcg.status == 0, "\(native.stderr)\n\(dtcg.stderr)")
        let nativeFiles = folder.snapshot(of: "native"), dtcgFiles = folder.snapshot(of: "dtcg-out")
        #expect(Set(nativeFiles.keys) == Set(dtcgFiles.keys))
        for (path, bytes) in nativeFiles where !path.hasPrefix(".refract") {
            #expect(dtcgFiles[path] == bytes, "\(path) differs between the native read and the imported files")
        }
    }

    @Test func aFileThatIsNoExportIsOneError() throws {
        let folder = try ProjectFolder("material-theme-invalid")
        defer { folder.remove() }
        try folder.write("material-theme.json", ##"{ "seed": "#006AA0" }"##)
        let run = try RefractBinary.run(["lint", "material-theme.json", "--from", "material-theme"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("[material.invalid-export] 'material-theme.json' is not a Material Theme Builder export"), "\(run.stderr)")
    }
}
