import Foundation
import RefractDiagnostics
import RefractOutput
import RefractSwift
import Testing

/// `themeTypeName` and `themeEnumName` rename the two generated types an app is most likely to have already
/// (`Theme`, `AppTheme`): the output then declares neither, compiles beside an app's own `Theme` and
/// `AppTheme`, and the article's usage works with the new names.
@Suite("Swift type names")
struct TypeNameTests {
    static func options(_ settings: [String: String]) -> PlatformOptions {
        PlatformOptions(destination: "swift", settings: settings)
    }

    @Test func renamedTypesCompileBesideAnAppsOwnThemeAndAppTheme() throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let include = try #require(StandInSwiftUI.module.directory, "stand-in SwiftUI did not build")
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let result = SwiftBackend.generate(
            model, options: Self.options([
                "themeTypeName": "BrandTheme", "themeEnumName": "BrandThemeName", "environmentKey": "brandTheme",
            ]),
            templates: TestSupport.templates)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let all = result.files.map(\.contents).joined(separator: "\n")
        #expect(!all.contains("struct Theme:") && !all.contains("enum AppTheme:"))
        #expect(all.contains("nonisolated public struct BrandTheme: Sendable, Equatable {"))
        #expect(all.contains("nonisolated public enum BrandThemeName: String"))
        #expect(all.contains("@Entry public var brandTheme: BrandTheme = .default") && !all.contains("environment.theme"))
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in result.files {
            var contents = file.contents
            if file.path == "Theme+SwiftUI.swift" {
                contents = try #require(StandInSwiftUI.expandingEntry(contents)).source
            }
            try contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        try """
            import SwiftUI

            // The app's own types of the default names, and its own environment value `theme`.
            struct Theme { var name = "app" }
            enum AppTheme { case mine }
            extension EnvironmentValues { var theme: Theme { Theme() } }

            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
            @MainActor func usage(scheme: ColorScheme) -> some View {
                var theme = BrandTheme.default
                theme = theme.copyWith(colors: theme.colors.copyWith(primary: .init(light: .purple, dark: .indigo)))
                let c: Color = BrandThemeName.christmas.theme.colors.primary.resolved(for: scheme)
                _ = (Theme(), AppTheme.mine, c)
                return Text("Hello").foregroundStyle(.themePrimary).environment(\\.brandTheme, theme)
            }

            """.write(to: directory.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let run = try SwiftCompiler.run(swiftc, [
            "-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-I", include.path, "App.swift",
        ] + result.files.map(\.path), in: directory, timeout: 120)
        #expect(run.status == 0, "\(run.output)")
    }

    /// `typePrefix` renames every other generated type (`ThemeColor` → `DSColor`): the output declares none
    /// of the `Theme…` names and compiles beside an app's own `ThemeColor`, `ThemeAdaptiveStyle` and
    /// `ThemeShapeStyle`; the files keep their names.
    @Test func prefixedTypesCompileBesideAnAppsOwnThemeColor() throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let include = try #require(StandInSwiftUI.module.directory, "stand-in SwiftUI did not build")
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let result = SwiftBackend.generate(model, options: Self.options(["typePrefix": "DS"]), templates: TestSupport.templates)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(result.files.contains { $0.path == "ThemeColors.swift" })
        let all = result.files.map(\.contents).joined(separator: "\n")
        // No generated type keeps the standard prefix; only the file names in comments (`ThemeValues0.swift`) do.
        let standardNames = try Regex(#"\bTheme[A-Z]\w*\b(?!\.swift)"#)
        #expect(all.matches(of: standardNames).map { String(all[$0.range]) } == [])
        #expect(all.contains("nonisolated public struct DSColor:") && all.contains("public var colors: DSColors"))
        #expect(all.contains("DSAdaptiveStyle<DSColor>") && all.contains("DSShapeStyle"))
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in result.files {
            var contents = file.contents
            if file.path == "Theme+SwiftUI.swift" {
                contents = try #require(StandInSwiftUI.expandingEntry(contents)).source
            }
            try contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        try """
            import SwiftUI

            // The app's own types of the standard generated names.
            struct ThemeColor { var hex = 0 }
            struct ThemeAdaptiveStyle { var light = ThemeColor() }
            struct ThemeShapeStyle {}
            struct ThemeColors {}
            struct ThemeValues {}

            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
            @MainActor func usage(scheme: ColorScheme) -> some View {
                var theme = Theme.default
                theme = theme.copyWith(colors: theme.colors.copyWith(primary: .init(light: .purple, dark: .indigo)))
                let adaptive: DSAdaptiveStyle<Color> = AppTheme.christmas.theme.colors.primary
                let stored: DSAdaptiveStyle<DSColor> = AppTheme.christmas.theme.colors[.primary]
                let c: Color = adaptive.resolved(for: scheme)
                _ = (ThemeColor(), ThemeAdaptiveStyle(), ThemeShapeStyle(), ThemeColors(), ThemeValues(), c, stored)
                return Text("Hello").foregroundStyle(.themePrimary).environment(\\.theme, theme)
            }

            """.write(to: directory.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let run = try SwiftCompiler.run(swiftc, [
            "-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-I", include.path, "App.swift",
        ] + result.files.map(\.path), in: directory, timeout: 120)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test(arguments: [
        (["typePrefix": "2D"], "setting 'typePrefix' is '2D', which cannot start a Swift type name"),
        (["typePrefix": ""], "setting 'typePrefix' is '', which cannot start a Swift type name"),
        (["typePrefix": "DS", "themeEnumName": "DSColor"], "setting 'themeEnumName' is 'DSColor', which another generated type or Swift itself already uses"),
    ])
    func aBadTypePrefixOrAClashWithItIsAnInvalidSetting(_ settings: [String: String], _ message: String) throws {
        let diagnostics = SwiftBackend.checkSettings(Self.options(settings))
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.allSatisfy { $0.code == "swift.invalid-setting" && $0.severity == .error })
        let names = SwiftTypeNames.parse(Self.options(settings)).0
        #expect(names.theme == "Theme" && names.themeList == "AppTheme")
    }

    @Test func aPrefixFreesTheStandardNames() {
        let (names, diagnostics) = SwiftTypeNames.parse(Self.options(["typePrefix": "DS", "themeEnumName": "ThemeColor"]))
        #expect(diagnostics.isEmpty)
        #expect(names == SwiftTypeNames(theme: "Theme", themeList: "ThemeColor", typePrefix: "DS"))
    }

    @Test(arguments: [
        (["themeTypeName": "2Theme"], "setting 'themeTypeName' is '2Theme', which is not a Swift type name"),
        (["themeTypeName": "Brand Theme"], "setting 'themeTypeName' is 'Brand Theme', which is not a Swift type name"),
        (["themeEnumName": "ThemeColor"], "setting 'themeEnumName' is 'ThemeColor', which another generated type or Swift itself already uses"),
        (["themeTypeName": "ThemeManager"], "setting 'themeTypeName' is 'ThemeManager', which another generated type or Swift itself already uses"),
        (["themeTypeName": "Self"], "setting 'themeTypeName' is 'Self', which another generated type or Swift itself already uses"),
        (["themeTypeName": "Brand", "themeEnumName": "Brand"], "settings 'themeTypeName' and 'themeEnumName' are both 'Brand'"),
        (["environmentKey": "brand theme"], "setting 'environmentKey' is 'brand theme', which is not a Swift identifier of its own"),
        (["environmentKey": "default"], "setting 'environmentKey' is 'default', which is not a Swift identifier of its own"),
    ])
    func aBadNameIsAnInvalidSetting(_ settings: [String: String], _ message: String) throws {
        let diagnostics = SwiftBackend.checkSettings(Self.options(settings))
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.allSatisfy { $0.code == "swift.invalid-setting" && $0.severity == .error })
        #expect(SwiftTypeNames.parse(Self.options(settings)).0 == .standard || settings.count == 1)
    }

    @Test func theDefaultsAreThemeAndAppTheme() {
        let (names, diagnostics) = SwiftTypeNames.parse(Self.options([:]))
        #expect(names == .standard)
        #expect(diagnostics.isEmpty)
        #expect(SwiftTypeNames.standard == SwiftTypeNames(theme: "Theme", themeList: "AppTheme", typePrefix: "Theme"))
    }
}
