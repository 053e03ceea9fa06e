import RefractDiagnostics
import RefractOutput

/// The names of the two generated types an app is most likely to have already (`Theme`, `AppTheme`), from
/// the settings `themeTypeName` and `themeEnumName`; every other generated type starts with `Theme…` and
/// keeps its name.
public struct SwiftTypeNames: Sendable, Hashable {
    public var theme: String
    public var themeList: String

    public init(theme: String, themeList: String) {
        self.theme = theme
        self.themeList = themeList
    }

    public static let standard = SwiftTypeNames(theme: "Theme", themeList: "AppTheme")

    /// The names the other generated files declare, which neither setting may take.
    static let reserved: Set<String> = [
        "ThemeAppearance", "ThemeContrast", "ThemeAdaptiveStyle", "ThemeColor", "ThemeGradient", "ThemeShadow",
        "ThemeStrokeStyle", "ThemeBorder", "ThemeTextStyle", "ThemeFontWeight", "ThemeTimingCurve", "ThemeAnimation",
        "ThemeStorage", "ThemeDecodingError", "ThemeDecodingIssue", "ThemeMembers", "ThemeMemberDecoder",
        "ThemeDocument", "ThemeBundle", "ThemeJSON", "ThemeShapeStyle", "ThemeShadowedStyle", "ThemeValues",
        "ThemeColors", "ThemeGradients", "ThemeShadows", "ThemeBorders", "ThemeSizes", "ThemeTypography",
        "ThemeAnimations", "ThemeDurations", "ThemeTimingCurves", "ThemeNumbers", "ThemeFontFamilies",
        "ThemeFontWeights", "ThemeStrokeStyles", "Color", "Font", "View", "ShapeStyle", "Animation",
    ]

    /// The two names, checked: one that is not a Swift type name, that names another generated type, or that
    /// equals the other is `swift.invalid-setting` at its place in the config, and gives way to the default.
    public static func parse(_ options: PlatformOptions) -> (SwiftTypeNames, [Diagnostic]) {
        var names = standard
        var diagnostics: [Diagnostic] = []
        func checked(_ key: String, default fallback: String) -> String {
            guard let name = options.settings[key] else { return fallback }
            let problem: String? = if !isTypeName(name) {
                "which is not a Swift type name"
            } else if reserved.contains(name) || SwiftSyntax.keywords.contains(name) {
                "which another generated type or Swift itself already uses"
            } else {
                nil
            }
            if let problem {
                diagnostics.append(.error(
                    "swift.invalid-setting", "setting '\(key)' is '\(name)', \(problem)", at: options.settingSpans[key],
                    help: "use ASCII letters, digits and '_', starting with a letter, as in 'BrandTheme'"))
                return fallback
            }
            return name
        }
        names.theme = checked("themeTypeName", default: standard.theme)
        names.themeList = checked("themeEnumName", default: standard.themeList)
        if names.theme == names.themeList {
            diagnostics.append(.error(
                "swift.invalid-setting", "settings 'themeTypeName' and 'themeEnumName' are both '\(names.theme)'",
                at: options.settingSpans["themeEnumName"] ?? options.settingSpans["themeTypeName"],
                help: "give the enum of theme names a name of its own, as in 'BrandThemeName'"))
            names = standard
        }
        return (names, diagnostics)
    }

    private static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) }
    }
}
