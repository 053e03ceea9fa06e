import Foundation
import RefractImport
import RefractKit
import RefractModel
import RefractOutput
import RefractTestSupport
import Testing

/// Tokens Studio's `source` sets are read so that references resolve and are not output, on every platform:
/// `Fixtures/studio-source` reads `core/palette` as `source` in both themes, `shared/accent` as `source` in
/// Light and `enabled` in Dark.
@Suite("Tokens Studio source sets")
struct TokensStudioSourceSetTests {
    static let fixture = TestEnvironment.packageRoot.appendingPathComponent("Tests/RefractImportTests/Fixtures/studio-source").path
    static let platforms = ["css", "android", "swift", "json", "compose"]

    static func build(_ input: String, format: TokenFormat = .tokensStudio) -> BuildResult {
        var load = LoadRequest(inputs: [input])
        if format != .dtcg { load.formats = [input: format] }
        return BuildPipeline.run(BuildRequest(load: load, output: "out", platforms: platforms))
    }

    static func text(_ result: BuildResult, _ prefix: String) -> String {
        result.files.filter { $0.path.hasPrefix(prefix) }.map(\.contents).joined(separator: "\n")
    }

    @Test func theModelKeepsSourceTokensAndMarksThem() throws {
        let load = Studio.load(path: Self.fixture)
        #expect(Studio.errors(load) == [])
        let model = try #require(load.model)
        #expect(model.referenceOnly == [TokenPath("palette.blue.300"), TokenPath("palette.blue.500"), TokenPath("palette.space")])
        // Still in the model, so that their dependents resolve.
        #expect(model.hex("palette.blue.500") == "#1f6feb")
        #expect(model.hex("color.primary", ["mode": "Dark"]) == "#79c0ff")
    }

    @Test func noPlatformWritesASourceToken() throws {
        let result = Self.build(Self.fixture)
        #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
        for platform in Self.platforms {
            let text = Self.text(result, platform + "/")
            #expect(!text.isEmpty, "\(platform) wrote nothing")
            #expect(!text.lowercased().contains("palette"), "\(platform) names a source token")
        }
    }

    @Test func theirDependentsHaveTheirValuesOnEveryPlatform() throws {
        let result = Self.build(Self.fixture)
        let css = Self.text(result, "css/")
        #expect(css.contains("""
            :root {
              --color-accent: var(--color-primary);
              --color-primary: #1f6feb;
              --space-card: 4px;
              --space-gap: 8px;
            }
            """))
        // The alias reads alike in every mode: declared once where a mode is chosen, each mode giving its own value.
        #expect(css.contains("""
            [data-mode="Light"],
            [data-mode="Dark"] {
              --color-accent: var(--color-primary);
            }
            """))
        #expect(css.contains("""
            [data-mode="Dark"] {
              --color-primary: #79c0ff;
            }
            """))
        // Android reads the Light/Dark mode as Swift does: the dark values in values-night/.
        let android = Self.text(result, "android/res/values/")
        let night = Self.text(result, "android/res/values-night/")
        for line in [
            #"<color name="color_primary">#FF1F6FEB</color>"#, #"<color name="color_accent">#FF1F6FEB</color>"#,
            #"<dimen name="space_card">4dp</dimen>"#, #"<dimen name="space_gap">8dp</dimen>"#,
        ] {
            #expect(android.contains(line), "\(line)")
        }
        #expect(night.contains(#"<color name="color_primary">#FF79C0FF</color>"#), "\(night)")
        let swift = Self.text(result, "swift/")
        #expect(swift.contains("theme.colors[.primary] = ThemeAdaptiveStyle(light: ThemeColor(rgb: 0x1F6FEB), dark: ThemeColor(rgb: 0x79C0FF)) // color.primary"))
        #expect(swift.contains("theme.sizes[.spaceCard] = 4 // space.card"))
        let compose = Self.text(result, "compose/")
        #expect(compose.contains("colors[\"primary\"] = Color(0xFF1F6FEB)"))
        #expect(compose.contains("colors[\"primary\"] = Color(0xFF79C0FF)"))
        #expect(compose.contains("sizes[\"spaceCard\"] = 4.dp"))
        let bundle = try JSONSerialization.jsonObject(with: Data(Self.text(result, "json/theme.json").utf8)) as? [String: Any]
        let themes = try #require(bundle?["themes"] as? [String: [String: Any]])
        let theme = try #require(themes["default"])
        // Members give the index of their value in `values`.
        let values = try #require(bundle?["values"] as? [Any])
        let primary = try #require((theme["colors"] as? [String: [String: Int]])?["primary"])
        #expect(primary.mapValues { values[$0] as? String } == ["light": "#1f6feb", "dark": "#79c0ff"])
        let spaceCard = try #require((theme["sizes"] as? [String: Int])?["spaceCard"])
        #expect(values[spaceCard] as? Double == 4)
    }

    /// `shared/accent` is `source` in Light and `enabled` in Dark: its tokens are output in both themes, each
    /// with its theme's value, so that no theme falls back to another's.
    @Test func aSetEnabledInOneThemeIsOutputInEvery() throws {
        let result = Self.build(Self.fixture)
        #expect(Self.text(result, "android/res/values/").contains(#"<color name="color_accent">#FF1F6FEB</color>"#))
        #expect(Self.text(result, "android/res/values-night/").contains(#"<color name="color_accent">#FF79C0FF</color>"#))
        #expect(Self.text(result, "swift/").contains(
            "theme.colors[.accent] = ThemeAdaptiveStyle(light: ThemeColor(rgb: 0x1F6FEB), dark: ThemeColor(rgb: 0x79C0FF)) // color.accent"))
        #expect(Self.text(result, "css/").contains("""
            [data-mode="Light"],
            [data-mode="Dark"] {
              --color-accent: var(--color-primary);
            """))
    }

    /// `refract diff` compares the names the platforms write: a source token is none of them.
    @Test func diffNamesLeaveSourceTokensOut() throws {
        let model = try #require(Studio.load(path: Self.fixture).model)
        let names = PlatformNameList.collect(model, platforms: Self.platforms, options: [:])
        let tokens = Set(names.compactMap(\.token))
        #expect(tokens.contains("color.primary"))
        #expect(tokens.contains("color.accent"))
        #expect(!tokens.contains { $0.hasPrefix("palette.") }, "\(tokens.sorted())")
    }

    /// `refract import` writes the `source` sets as resolver sources marked `referenceOnly`, so the DTCG it
    /// writes builds to the same files.
    @Test func importedFilesBuildTheSameOutputs() throws {
        let migration = TokenMigration.run(TokenMigration.Request(input: Self.fixture, format: .tokensStudio))
        #expect(migration.load.errorCount == 0)
        let resolver = try #require(migration.files.first { $0.path == "themes.resolver.json" }?.contents)
        #expect(resolver.contains(#""$ref": "core/palette.json","#))
        #expect(resolver.contains(#""referenceOnly": true"#))
        let folder = try MigratedFiles.write(migration.files, prefix: "refract-studio-source")
        defer { try? FileManager.default.removeItem(at: folder) }
        let native = Self.build(Self.fixture)
        let imported = Self.build(folder.path, format: .dtcg)
        #expect(imported.errorCount == 0, "\(imported.diagnostics.map(\.message))")
        #expect(imported.load.model?.referenceOnly == native.load.model?.referenceOnly)
        #expect(imported.files.map(\.path) == native.files.map(\.path))
        for (ours, theirs) in zip(native.files, imported.files) {
            #expect(ours.contents == theirs.contents, "\(ours.path)")
        }
    }

    /// `referenceOnly` in a resolver document must be a boolean, said at the value.
    @Test func aReferenceOnlyThatIsNotABooleanIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-reference-only-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{ "a": { "$value": 1, "$type": "number" } }"#.write(
            to: folder.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        try #"""
            { "version": "2025.10", "resolutionOrder": [
              { "type": "set", "name": "base", "sources": [
                { "$ref": "a.tokens.json", "$extensions": { "dev.refract": { "referenceOnly": "yes" } } } ] } ] }
            """#.write(to: folder.appendingPathComponent("x.resolver.json"), atomically: true, encoding: .utf8)
        let load = TokenLoader.run(LoadRequest(inputs: [folder.appendingPathComponent("x.resolver.json").path]))
        let error = try #require(load.diagnostics.first { $0.severity == .error })
        #expect("\(error.code): \(error.message)" == "resolver.invalid-type: 'referenceOnly' must be a boolean, not string")
        #expect(error.span?.start.line == 3)
    }
}
