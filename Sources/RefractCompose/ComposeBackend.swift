import RefractBackend
import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates
import RefractThemes

/// The Jetpack Compose output: `Theme.kt` (the value types, `Theme` and `AppTheme`), `ThemeValues.kt` (one
/// `Theme` per theme × colour scheme × contrast) and `RefractTheme.kt` (`LocalTheme`, the `RefractTheme`
/// composable and its `RefractTheme.colors` readers, Material 3's colour schemes), from `templates/compose/`.
///
/// Settings: `package` (default `design.tokens`), the Kotlin package of the generated files; `composableName`,
/// `localName`, `themeTypeName` and `themeEnumName` rename `RefractTheme`, `LocalTheme`, `Theme` and `AppTheme`
/// (`ComposeNames`); `material` and `materialRoles` decide the Material 3 colour scheme (`MaterialRoleMapping`);
/// `androidSystemSettings: false` leaves out `RefractTheme.android.kt` (the system's contrast, dynamic colour);
/// `previews: true` adds `ThemePreviews.android.kt` (Android Studio previews of every theme × scheme × contrast).
package struct ComposeBackend: Backend {
    package static let name = "compose"
    package static let needsThemeLayout = true
    package let options: PlatformOptions

    package init(options: PlatformOptions) {
        self.options = options
    }

    package func context(_ input: BackendInput) -> (ComposeContext, [Diagnostic]) {
        Self.context(input.model, layout: input.layout, options: options)
    }

    /// The settings' problems and what laying out found, which `context` reports and building adds nothing to.
    package func diagnostics(_ input: BackendInput) -> [Diagnostic] {
        Self.settingsAndLayout(input.layout, options: options).diagnostics
    }

    /// The four files, each of the whole context, converted once, and the Android one when it has something.
    package func renders(_ context: ComposeContext) -> [TemplateRender] {
        let value = context.mustacheValue
        let android = options.settings["androidSystemSettings"] != "false" && (context.hasContrast || context.hasMaterialRoles)
        let previews = options.settings["previews"] == "true"
        return (Self.templates + (android ? [Self.androidTemplate] : []) + (previews ? [Self.previewsTemplate] : []))
            .map { TemplateRender.template($0.1, value: value, to: $0.0) }
    }

    /// Android Studio previews of every theme × scheme × contrast, written with `previews: true`: off by default, as
    /// the file needs `ui-tooling-preview` and Android's `Configuration`, which a design-system module may not have.
    package static let previewsTemplate = ("ThemePreviews.android.kt", "compose/ThemePreviews.android.kt.mustache")

    package static let androidTemplate = ("RefractTheme.android.kt", "compose/RefractTheme.android.kt.mustache")

    package static let templates = [
        ("Theme.kt", "compose/Theme.kt.mustache"),
        ("ThemeValues.kt", "compose/ThemeValues.kt.mustache"),
        ("RefractTheme.kt", "compose/RefractTheme.kt.mustache"),
        ("ThemeDecoder.kt", "compose/ThemeDecoder.kt.mustache"),
    ]

    /// The context of `model`. `layout`: the theme layout the build shares between backends, or nil to
    /// compute it here; what laying out found is reported with this backend's codes (`compose.name-collision` …).
    package static func context(
        _ model: ThemedTokenSet, layout shared: ThemeLayout? = nil, options: PlatformOptions
    ) -> (ComposeContext, [Diagnostic]) {
        let layout = shared ?? ThemeLayout(model)
        let (packageName, diagnostics) = settingsAndLayout(layout, options: options)
        let material = MaterialRoleMapping.resolve(colors: ComposeContext.materialColors(layout), options: options, platform: "compose").0
        let shapes = MaterialShapeMapping.resolve(
            dimensions: ComposeContext.materialDimensions(layout), options: options, platform: "compose", isMaterialOn: material.isOn).0
        var context = ComposeContext.build(
            layout, packageName: packageName, names: ComposeNames.parse(options).0, material: material, shapes: shapes,
            contrastLevels: ThemeContrastLevels.find(in: model))
        context.visibilityModifier = options.visibility(invalidSetting: "compose.invalid-setting").0 == .internal ? "internal " : ""
        return (context, diagnostics + options.visibility(invalidSetting: "compose.invalid-setting").1)
    }

    private static func settingsAndLayout(
        _ layout: ThemeLayout, options: PlatformOptions
    ) -> (packageName: String, diagnostics: [Diagnostic]) {
        let (packageName, settingDiagnostics) = Self.packageName(options)
        var diagnostics = settingDiagnostics + ComposeNames.parse(options).1
        diagnostics += layout.diagnostics(platform: "compose")
        let (material, materialDiagnostics) = MaterialRoleMapping.resolve(
            colors: ComposeContext.materialColors(layout), options: options, platform: "compose")
        diagnostics += materialDiagnostics
        diagnostics += MaterialShapeMapping.resolve(
            dimensions: ComposeContext.materialDimensions(layout), options: options, platform: "compose", isMaterialOn: material.isOn).1
        if layout.themes.isEmpty {
            diagnostics.append(.error("compose.no-theme", "no permutation was resolved, so there is no theme to generate", at: nil))
        }
        return (packageName, diagnostics)
    }

    /// The settings `platforms.compose` may hold.
    package static let settingKeys = ["package", "androidSystemSettings", "previews", "visibility"] + MaterialRoleMapping.settingKeys
        + [MaterialShapeMapping.settingKey] + ComposeNames.settings.map(\.key)

    /// What is wrong with the settings' values, at their places in the config.
    package static func checkSettings(_ options: PlatformOptions) -> [Diagnostic] {
        packageName(options).1 + ComposeNames.parse(options).1 + MaterialRoleMapping.readSettings(options, platform: "compose").2
            + MaterialShapeMapping.readSettings(options, platform: "compose").1 + androidSystemSettingsProblems(options)
            + previewsProblems(options) + options.visibility(invalidSetting: "compose.invalid-setting").1
    }

    private static func androidSystemSettingsProblems(_ options: PlatformOptions) -> [Diagnostic] {
        guard let value = options.settings["androidSystemSettings"], value != "true", value != "false" else { return [] }
        return [.error(
            "compose.invalid-setting", "setting 'androidSystemSettings' is '\(value)', which is not true or false",
            at: options.settingSpans["androidSystemSettings"], help: "use true (the default) or false")]
    }

    private static func previewsProblems(_ options: PlatformOptions) -> [Diagnostic] {
        guard let value = options.settings["previews"], value != "true", value != "false" else { return [] }
        return [.error(
            "compose.invalid-setting", "setting 'previews' is '\(value)', which is not true or false",
            at: options.settingSpans["previews"], help: "use true or false (the default)")]
    }

    /// `package`, checked: a bad one is `compose.invalid-setting`, at its place in the config, and gives
    /// way to the default.
    package static func packageName(_ options: PlatformOptions) -> (String, [Diagnostic]) {
        let packageName = options.settings["package"] ?? ComposeContext.defaultPackageName
        guard KotlinSyntax.isPackageName(packageName) else {
            return (ComposeContext.defaultPackageName, [.error(
                "compose.invalid-setting",
                "setting 'package' is '\(packageName)', which is not a Kotlin package name",
                at: options.settingSpans["package"],
                help: "use dot-separated ASCII identifiers that are not Kotlin keywords, e.g. 'com.example.tokens'")])
        }
        return (packageName, [])
    }
}
