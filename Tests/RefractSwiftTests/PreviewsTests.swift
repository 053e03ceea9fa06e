import Foundation
import RefractOutput
import RefractSwift
import RefractTestSupport
import RefractThemes
import Testing

/// `Theme+Previews.swift`: the SwiftUI previews of every theme × colour scheme × contrast. The generated files and
/// an app's preview code (`.themePreviews()`, `ThemePreviews { … }`, `ThemeSwatches()`, `.themePreview(_:)`,
/// `\.themeContrast`) type-check with `-warnings-as-errors` against the stand-in SwiftUI in a debug build (`-D
/// DEBUG`) and the previews are absent from a release build; a driver linked with the stand-in as a library
/// prints the permutations and the swatch page's members, which must be the model's.
@Suite("Generated Swift: previews of every theme, scheme and contrast")
struct PreviewsTests {
    static let usage = """
        import SwiftUI

        struct CardView: View {
            var body: some View { Text("Card") }
        }

        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        @MainActor func previewUsage() {
            _ = CardView().themePreviews()
            _ = ThemePreviews { CardView() }
            _ = ThemeSwatches().themePreviews()
            _ = CardView().themePreview(ThemePreviewPermutation(theme: AppTheme.allCases[0], appearance: .dark, contrast: .increased))
            _ = CardView().themePreviews(ThemePreviewPermutation.all.filter { $0.appearance == .dark })
            _ = CardView().environment(\\.themeContrast, .increased)
        }

        """

    static func path(of designSystem: String) -> String {
        switch designSystem {
        case "tokens": TestSupport.exampleTokens
        case "contrast": ContrastTests.fixture
        default: Corpus.examples.appendingPathComponent(designSystem).path
        }
    }

    /// The generated files in `directory`, `@Entry` expanded as in `SwiftUILayerTests`; their names.
    static func write(_ designSystem: String, settings: [String: String] = [:], to directory: URL) throws -> [String] {
        let model = try #require(TestSupport.load(path(of: designSystem)))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift", settings: settings), templates: TestSupport.templates)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        for file in result.files {
            let contents = file.path == "Theme+SwiftUI.swift" ? try #require(StandInSwiftUI.expandingEntry(file.contents)).source : file.contents
            try contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        return result.files.map(\.path)
    }

    @Test(arguments: ["tokens", "contrast", "github-primer.resolver.json"])
    func previewsTypeCheckInADebugBuildAndVanishInARelease(_ designSystem: String) throws {
        if designSystem.hasSuffix(".resolver.json"), !Corpus.require() { return }
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let include = try #require(StandInSwiftUI.module.directory, "stand-in SwiftUI did not build: \(StandInSwiftUI.module.failure ?? "")")
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try Self.write(designSystem, to: directory)
        #expect(files.contains("Theme+Previews.swift"))
        try Self.usage.write(to: directory.appendingPathComponent("Usage.swift"), atomically: true, encoding: .utf8)
        let arguments = ["-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-I", include.path, "Usage.swift"] + files
        let debug = try SwiftCompiler.run(swiftc, arguments + ["-D", "DEBUG"], in: directory, timeout: 180)
        #expect(debug.status == 0, "\(debug.output)")
        // A release build has no DEBUG: the previews are not there, so the app's preview code cannot reach them.
        let release = try SwiftCompiler.run(swiftc, arguments, in: directory, timeout: 180)
        #expect(release.status != 0)
        #expect(release.output.contains("cannot find 'ThemePreviews' in scope"), "\(release.output.prefix(2000))")
        #expect(release.output.contains("value of type 'CardView' has no member 'themePreviews'"))
    }

    /// With every name renamed (`TypeNameTests`' settings), the previews follow: `DSPreviews`, `\.brandThemeContrast`.
    @Test func renamedPreviewsTypeCheck() throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let include = try #require(StandInSwiftUI.module.directory, "stand-in SwiftUI did not build: \(StandInSwiftUI.module.failure ?? "")")
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let settings = ["themeTypeName": "BrandTheme", "themeEnumName": "BrandThemeName", "environmentKey": "brandTheme", "typePrefix": "DS"]
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift", settings: settings), templates: TestSupport.templates)
        for file in result.files {
            let contents = file.path == "Theme+SwiftUI.swift" ? try #require(StandInSwiftUI.expandingEntry(file.contents)).source : file.contents
            try contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        try """
            import SwiftUI

            struct Theme {}
            struct ThemePreviews {}

            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
            @MainActor func previewUsage() {
                _ = Text("Card").themePreviews()
                _ = DSPreviews { Text("Card") }
                _ = DSSwatches().themePreview(DSPreviewPermutation(theme: BrandThemeName.allCases[0], appearance: .dark, contrast: .increased))
                _ = Text("Card").environment(\\.brandThemeContrast, .increased)
            }

            """.write(to: directory.appendingPathComponent("Usage.swift"), atomically: true, encoding: .utf8)
        let run = try SwiftCompiler.run(swiftc, [
            "-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG", "-I", include.path, "Usage.swift",
        ] + result.files.map(\.path), in: directory, timeout: 180)
        #expect(run.status == 0, "\(run.output)")
    }

    /// Each theme in light and dark, at both contrasts when the tokens have a contrast axis; the swatch page
    /// lists every colour and text style that is not deprecated.
    @Test(arguments: ["tokens", "contrast"])
    func aDriverListsEveryPermutationAndEveryMember(_ designSystem: String) throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let library = try #require(Self.library.directory, "stand-in SwiftUI library did not build: \(Self.library.failure ?? "")")
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try Self.write(designSystem, to: directory)
        try """
            import SwiftUI

            for permutation in ThemePreviewPermutation.all { print("permutation", permutation.label) }
            for swatch in ThemeSwatch.members(of: Theme.default.colors, as: ThemeAdaptiveStyle<ThemeColor>.self) { print("color", swatch.name) }
            for swatch in ThemeSwatch.members(of: Theme.default.typography, as: ThemeTextStyle.self) { print("text", swatch.name) }

            """.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let build = try SwiftCompiler.run(swiftc, [
            "-swift-version", "6", "-D", "DEBUG", "-I", library.path, "-L", library.path, "-lSwiftUI", "-o", "driver", "main.swift",
        ] + files, in: directory, timeout: 180)
        try #require(build.status == 0, "\(build.output)")
        let run = try SwiftCompiler.run(directory.appendingPathComponent("driver").path, [], in: directory)
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)

        let model = try #require(TestSupport.load(Self.path(of: designSystem)))
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        let contrasts = context.hasContrast ? ["", " · increased contrast"] : [""]
        let permutations = context.themes.flatMap { theme in
            ["light", "dark"].flatMap { scheme in contrasts.map { "permutation \(theme.name) · \(scheme)\($0)" } }
        }
        #expect(lines.filter { $0.hasPrefix("permutation ") } == permutations)
        #expect(permutations.count == context.themes.count * 2 * (designSystem == "contrast" ? 2 : 1))
        func members(_ property: String) -> [String] {
            let collection = context.collections.first { $0.property == property }
            return (collection?.members ?? []).filter { $0.deprecation == nil }
                .map { $0.identifier.replacingOccurrences(of: "`", with: "") }
        }
        #expect(lines.filter { $0.hasPrefix("color ") } == members("colors").map { "color \($0)" })
        #expect(lines.filter { $0.hasPrefix("text ") } == members("typography").map { "text \($0)" })
        #expect(!members("colors").isEmpty)
    }

    @Test func theSettingPreviewsFalseLeavesOneComment() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let off = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift", settings: ["previews": "false"]), templates: TestSupport.templates)
        let file = try #require(off.files.first { $0.path == "Theme+Previews.swift" })
        #expect(!file.contents.contains("ThemePreviews"))
        #expect(file.contents.split(separator: "\n").allSatisfy { $0.hasPrefix("//") })
        let bad = SwiftBackend.checkSettings(PlatformOptions(destination: "swift", settings: ["previews": "yes"]))
        #expect(bad.map(\.code) == ["swift.invalid-setting"])
    }

    /// The stand-in SwiftUI as a static library a driver links: the previews' own code runs, SwiftUI's stubs do not.
    static let library: StandInSwiftUI.Module = {
        guard let swiftc = SwiftCompiler.path else { return .init(directory: nil, failure: "swiftc not found") }
        do {
            let directory = try TestSupport.temporaryDirectory()
            let run = try SwiftCompiler.run(swiftc, [
                "-emit-library", "-static", "-emit-module", "-module-name", "SwiftUI", "-swift-version", "6",
                "-parse-as-library", StandInSwiftUI.source.path, "-o", "libSwiftUI.a",
            ], in: directory)
            return run.status == 0 ? .init(directory: directory) : .init(directory: nil, failure: run.output)
        } catch {
            return .init(directory: nil, failure: "\(error)")
        }
    }()
}
