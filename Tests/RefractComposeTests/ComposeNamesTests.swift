import Foundation
import RefractCompose
import RefractOutput
import Testing

/// `composableName`, `localName`, `themeTypeName` and `themeEnumName` rename the generated declarations an
/// app is most likely to have already, so it can adopt Refract beside its own `Theme`, `AppTheme`,
/// `RefractTheme` and `LocalTheme`.
@Suite("Compose: configurable names")
struct ComposeNamesTests {
    static let renamed = [
        "composableName": "BrandTheme", "localName": "LocalBrandTheme", "themeTypeName": "BrandThemeValues",
        "themeEnumName": "BrandThemeName", "previews": "true",
    ]

    static func options(_ settings: [String: String]) -> PlatformOptions {
        PlatformOptions(destination: "compose", settings: settings)
    }

    @Test func theDefaultsAreTheFixedNamesOfBefore() {
        let (names, diagnostics) = ComposeNames.parse(Self.options([:]))
        #expect(names == ComposeNames(composable: "RefractTheme", local: "LocalTheme", theme: "Theme", themeList: "AppTheme"))
        #expect(diagnostics.isEmpty)
    }

    @Test(arguments: [
        (["composableName": "2Theme"], "setting 'composableName' is '2Theme', which is not a Kotlin identifier"),
        (["localName": "Local Theme"], "setting 'localName' is 'Local Theme', which is not a Kotlin identifier"),
        (["themeTypeName": "ThemeColors"], "setting 'themeTypeName' is 'ThemeColors', which another generated declaration or Kotlin itself already uses"),
        (["themeEnumName": "object"], "setting 'themeEnumName' is 'object', which another generated declaration or Kotlin itself already uses"),
        (["themeEnumName": "LocalTheme"], "setting 'themeEnumName' is 'LocalTheme', which 'localName' names too"),
        (["composableName": "Brand", "themeTypeName": "Brand"], "setting 'themeTypeName' is 'Brand', which 'composableName' names too"),
        (["composableName": "ThemeBuilder"], "setting 'composableName' is 'ThemeBuilder', which the builder of the theme type 'Theme' is named"),
        (["themeTypeName": "Brand", "themeEnumName": "BrandBuilder"],
         "setting 'themeEnumName' is 'BrandBuilder', which the builder of the theme type 'Brand' is named"),
    ])
    func aBadNameIsAnInvalidSetting(_ settings: [String: String], _ message: String) {
        let diagnostics = ComposeBackend.checkSettings(Self.options(settings))
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.allSatisfy { $0.code == "compose.invalid-setting" && $0.severity == .error })
    }

    @Test func theRenamedOutputDeclaresNoneOfTheDefaultNames() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let result = ComposeBackend.generate(model, options: Self.options(Self.renamed), templates: TestSupport.templates)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let all = result.files.map(\.contents).joined(separator: "\n")
        for name in ["RefractTheme", "LocalTheme", "AppTheme", "class Theme(", "<Theme>", ": Theme "] {
            #expect(!all.contains(name), "\(name)")
        }
        #expect(all.contains("fun BrandTheme("))
        #expect(all.contains("object BrandTheme {"))
        #expect(all.contains("val LocalBrandTheme: ProvidableCompositionLocal<BrandThemeValues>"))
        #expect(all.contains("data class BrandThemeValues("))
        #expect(all.contains("enum class BrandThemeName("))
        #expect(all.contains("annotation class BrandThemePreviews"))
    }

    /// The renamed output compiles beside an app's own declarations of the default names, and the usage
    /// works with the new ones.
    @Test func theRenamedOutputCompilesBesideTheAppsOwnDeclarations() throws {
        guard let kotlinc = Kotlin.available()?.kotlinc else { return }
        let jar: URL
        switch Kotlin.standIn {
        case .success(let url): jar = url
        case .failure(let failure): Issue.record("\(failure.message)"); return
        }
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let result = ComposeBackend.generate(model, options: Self.options(Self.renamed), templates: TestSupport.templates)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources: [String] = []
        for file in result.files {
            let url = directory.appendingPathComponent(file.path)
            try Kotlin.forKotlin13(file.contents).text.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url.path)
        }
        let app = directory.appendingPathComponent("App.kt")
        try """
            package design.tokens

            import androidx.compose.runtime.Composable
            import androidx.compose.ui.graphics.Color

            // The app's own declarations of the default names.
            class Theme(val name: String)
            enum class AppTheme { Mine }
            object RefractTheme { val name = "app" }
            val LocalTheme = Theme("app")

            @Composable
            fun Screen() {
                BrandTheme(theme = BrandThemeName.Christmas, darkTheme = true) {
                    val primary: Color = BrandTheme.colors.primary
                    val current: BrandThemeValues = LocalBrandTheme.current
                    println(listOf(primary, current, Theme("x").name, AppTheme.Mine, RefractTheme.name, LocalTheme.name))
                }
            }

            """.write(to: app, atomically: true, encoding: .utf8)
        sources.append(app.path)
        let run = try Kotlin.run(kotlinc, ["-Werror", "-cp", jar.path, "-d", directory.appendingPathComponent("out.jar").path] + sources, in: directory)
        #expect(run.status == 0, "\(run.output.prefix(4000))")
    }
}
