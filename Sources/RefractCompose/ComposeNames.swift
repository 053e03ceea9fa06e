import RefractDiagnostics
import RefractOutput

/// The names of the generated declarations an app is most likely to have already: the composable
/// (`RefractTheme`, setting `composableName`), the composition local (`LocalTheme`, `localName`), the theme
/// type (`Theme`, `themeTypeName`) and the enum of themes (`AppTheme`, `themeEnumName`). The other generated
/// types start with `Theme…` and keep their names.
package struct ComposeNames: Sendable, Hashable {
    package var composable: String
    package var local: String
    package var theme: String
    package var themeList: String

    package init(composable: String, local: String, theme: String, themeList: String) {
        self.composable = composable
        self.local = local
        self.theme = theme
        self.themeList = themeList
    }

    package static let standard = ComposeNames(
        composable: "RefractTheme", local: "LocalTheme", theme: "Theme", themeList: "AppTheme")

    /// Each setting and the name it gives, in the order they are checked.
    static var settings: [(key: String, name: WritableKeyPath<ComposeNames, String>)] {
        [("composableName", \.composable), ("localName", \.local), ("themeTypeName", \.theme), ("themeEnumName", \.themeList)]
    }

    /// The names the other generated declarations and the files' imports take, which no setting may.
    static let reserved: Set<String> = [
        "ThemeColors", "ThemeGradients", "ThemeShadows", "ThemeBorders", "ThemeSizes", "ThemeTypography",
        "ThemeAnimations", "ThemeDurations", "ThemeTimingCurves", "ThemeNumbers", "ThemeFontFamilies",
        "ThemeFontWeights", "ThemeStrokeStyles", "ThemeShadowLayer", "ThemeShadow", "ThemeStrokeStyle",
        "ThemeBorder", "ThemeTransition", "ThemeValues", "Color", "Dp", "TextStyle", "FontWeight", "FontFamily",
        "CubicBezierEasing", "TweenSpec", "Immutable", "Composable", "CompositionLocalProvider",
        "ProvidableCompositionLocal", "ReadOnlyComposable", "MaterialTheme", "ColorScheme", "ColorSpaces",
        "materialColorScheme", "isSystemInDarkTheme", "lightColorScheme", "darkColorScheme",
        "staticCompositionLocalOf", "dp", "sp", "em",
        // Material 3, the system's contrast and dynamic colour (RefractTheme.kt, RefractTheme.android.kt).
        "ThemeContrast", "LocalSystemContrast", "ProvideSystemContrast", "systemContrast", "dynamicColorScheme",
        "dynamicLightColorScheme", "dynamicDarkColorScheme", "UiModeManager", "Context", "Build", "LocalContext",
        "Typography", "materialTypography",
    ]

    /// The names, checked: one that is not a Kotlin identifier, that another generated declaration or an
    /// import has, or that another setting gives too, is `compose.invalid-setting` at its place in the config,
    /// and gives way to its default.
    package static func parse(_ options: PlatformOptions) -> (ComposeNames, [Diagnostic]) {
        var names = standard
        var diagnostics: [Diagnostic] = []
        // The defaults that stay, so no setting takes one of them.
        var owners: [String: String] = [:]
        for (key, name) in settings where options.settings[key] == nil { owners[standard[keyPath: name]] = key }
        for (key, name) in settings {
            guard let value = options.settings[key] else { continue }
            let problem: String? = if !isIdentifier(value) {
                "which is not a Kotlin identifier"
            } else if reserved.contains(value) || KotlinSyntax.keywords.contains(value) {
                "which another generated declaration or Kotlin itself already uses"
            } else if let other = owners[value] {
                "which '\(other)' names too"
            } else {
                nil
            }
            if let problem {
                diagnostics.append(.error(
                    "compose.invalid-setting", "setting '\(key)' is '\(value)', \(problem)", at: options.settingSpans[key],
                    help: "use ASCII letters, digits and '_', starting with a letter, as in 'Brand\(standard[keyPath: name])'"))
                continue
            }
            names[keyPath: name] = value
            owners[value] = key
        }
        // ThemeValues.kt declares the theme type's builder, `ThemeBuilder`, which no other setting may name.
        for (key, name) in settings where key != "themeTypeName" && names[keyPath: name] == names.theme + "Builder" {
            diagnostics.append(.error(
                "compose.invalid-setting",
                "setting '\(key)' is '\(names[keyPath: name])', which the builder of the theme type '\(names.theme)' is named",
                at: options.settingSpans[key], help: "use another name, as in 'Brand\(standard[keyPath: name])'"))
            names[keyPath: name] = standard[keyPath: name]
        }
        // A rejected setting keeps its default, which another setting may have taken: then all are the defaults.
        if !diagnostics.isEmpty, Set(settings.map { names[keyPath: $0.name] }).count != settings.count {
            return (standard, diagnostics)
        }
        return (names, diagnostics)
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) }
    }
}
