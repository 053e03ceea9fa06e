import Foundation
import RefractKit
import RefractModel
import RefractOutput
import RefractDiagnostics
import Testing

/// `platforms.<name>.include`, `exclude` and `rename`: a platform leaves out primitives (`palette.*`) while the
/// semantic tokens that alias them keep their values, and gives a token another path, on every platform.
@Suite("Token selection per platform")
struct TokenSelectionTests {
    static func build(_ platforms: [String], _ selection: TokenSelection) -> BuildResult {
        var options: [String: PlatformOptions] = [:]
        for platform in platforms { options[platform] = PlatformOptions(destination: platform, selection: selection) }
        return BuildPipeline.run(BuildRequest(
            load: LoadRequest(inputs: [TestSupport.exampleTokens]), output: "out", platforms: platforms, options: options))
    }

    static func file(_ result: BuildResult, _ path: String) -> String {
        result.files.first { $0.path == path }?.contents ?? ""
    }

    /// Every generated Swift file, one after the other.
    static func swift(_ result: BuildResult) -> String {
        result.files.filter { $0.path.hasPrefix("swift/") }.map(\.contents).joined(separator: "\n")
    }

    @Test(arguments: [
        ("palette.*", "palette.teal", true),
        ("palette.*", "palette.teal.500", true),
        ("palette", "palette.teal", true),
        ("palette.*", "palettes.teal", false),
        ("color.**.hover", "color.button.primary.hover", true),
        ("color.**.hover", "color.hover", true),
        ("color.**.hover", "color.button.hover.text", true),
        ("color.*-light", "color.teal-light", true),
        ("color.*-light", "color.teal", false),
        ("*.primary", "color.primary", true),
        ("**", "anything.at.all", true),
    ])
    func patterns(_ pattern: String, _ path: String, _ matches: Bool) {
        #expect(TokenSelection(exclude: [pattern]).selects(TokenPath(path)) == !matches)
        #expect(TokenSelection(include: [pattern]).selects(TokenPath(path)) == matches)
    }

    @Test func excludedPrimitivesLeaveSwiftButTheirAliasesKeepTheValue() throws {
        let plain = Self.build(["swift"], TokenSelection(api: .all))
        let selected = Self.build(["swift"], TokenSelection(exclude: ["palette.*"], rename: ["color.primary": "color.brand"]))
        #expect(selected.errorCount == 0, "\(selected.diagnostics.map(\.message))")
        let before = Self.swift(plain)
        let after = Self.swift(selected)
        #expect(before.contains("public var paletteTeal:") || before.contains("public var teal:"))
        #expect(!after.contains("paletteTeal"), "no member keeps a palette name")
        #expect(after.contains("public var brand: ThemeAdaptiveStyle<ThemePlatformColor>"))
        #expect(!after.contains("public var primary: ThemeAdaptiveStyle<ThemePlatformColor>"))
        let accessors = Self.file(selected, "swift/Theme+SwiftUI.swift")
        #expect(accessors.contains("static var themeBrand: ThemeShapeStyle<Color>"))
        // The renamed semantic colour holds what `color.primary` held: the palette's teal, by value.
        #expect(before.contains("theme.colors[.paletteTeal] = ThemeAdaptiveStyle(ThemeColor(rgb: 0x1B8188)) // palette.teal"))
        #expect(after.contains("theme.colors[.brand] = ThemeAdaptiveStyle(light: ThemeColor(rgb: 0x1B8188), dark: ThemeColor(rgb: 0x57B5B9)) // color.brand"))
    }

    @Test func cssWritesTheValueWhereItReferredToAnExcludedToken() throws {
        let selected = Self.build(["css"], TokenSelection(exclude: ["palette"]))
        #expect(selected.errorCount == 0, "\(selected.diagnostics.map(\.message))")
        let css = Self.file(selected, "css/tokens.css")
        #expect(!css.contains("--palette-"), "no declaration of, nor reference to, a palette token")
        #expect(css.contains("--color-on-primary: #ffffff;"))
        let plain = Self.file(Self.build(["css"], TokenSelection(api: .all)), "css/tokens.css")
        #expect(plain.contains("--color-on-primary: var(--palette-paper);"))
    }

    @Test func includeKeepsOnlyWhatItMatches() throws {
        let selected = Self.build(["json"], TokenSelection(include: ["color.*"]))
        let bundle = try JSONSerialization.jsonObject(with: Data(Self.file(selected, "json/theme.json").utf8)) as? [String: Any]
        let themes = try #require(bundle?["themes"] as? [String: [String: Any]])
        let standard = try #require(themes["standard"])
        #expect((standard["sizes"] as? [String: Any])?.isEmpty == true)
        #expect((standard["colors"] as? [String: Any])?.keys.contains("primary") == true)
    }

    @Test func aPatternOrRenameThatNamesNoTokenIsAWarningAtIt() throws {
        let span = SourceSpanFixture.span
        let selection = TokenSelection(
            include: ["color.*", "colour.*"], exclude: ["pallete.*"], rename: ["color.primry": "color.accent"],
            renameSpans: ["color.primry": span], includeSpans: [span, span], excludeSpans: [span])
        let result = Self.build(["css"], selection)
        let warnings = result.diagnostics.filter { $0.code.rawValue == "config.unmatched-token" }
        // The build's report orders diagnostics by place, and these share one.
        #expect(warnings.map(\.message).sorted() == [
            "'exclude' pattern 'pallete.*' matches no token",
            "'include' pattern 'colour.*' matches no token",
            "'rename' names 'color.primry', which is no token",
        ])
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.span == span })
        #expect(result.errorCount == 0)
    }

    @Test func aRenameOntoAPathAnotherTokenKeepsIsAnErrorAtTheRename() throws {
        let span = SourceSpanFixture.span
        let selection = TokenSelection(rename: ["color.primary": "color.secondary"], renameSpans: ["color.primary": span])
        let result = Self.build(["swift"], selection)
        let error = try #require(result.diagnostics.first { $0.code.rawValue == "config.invalid" })
        #expect(error.message == "'rename' gives 'color.primary' the path 'color.secondary', which another token of the platform has")
        #expect(error.span == span)
    }
}

enum SourceSpanFixture {
    static let span = RefractDiagnostics.SourceSpan(
        file: "refract.yaml", start: .init(line: 4, column: 15, offset: 40), end: .init(line: 4, column: 28, offset: 53))
}
