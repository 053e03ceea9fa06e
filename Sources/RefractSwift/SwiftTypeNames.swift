import RefractDiagnostics
import RefractOutput

/// The names of the generated types an app may have already: the root type and the enum of theme names
/// (`Theme`, `AppTheme`), from the settings `themeTypeName` and `themeEnumName`, and the prefix of every
/// other generated type (`Theme`, as in `ThemeColor`), from the setting `typePrefix`.
package struct SwiftTypeNames: Sendable, Hashable {
    package var theme: String
    package var themeList: String
    package var typePrefix: String

    package init(theme: String, themeList: String, typePrefix: String = "Theme") {
        self.theme = theme
        self.themeList = themeList
        self.typePrefix = typePrefix
    }

    package static let standard = SwiftTypeNames(theme: "Theme", themeList: "AppTheme")

    /// The names the other generated files declare with the standard prefix, `Theme`.
    static let supportTypes: [String] = [
        "ThemeAppearance", "ThemeContrast", "ThemeAdaptiveStyle", "ThemeColor", "ThemeGradient", "ThemeShadow",
        "ThemeStrokeStyle", "ThemeBorder", "ThemeTextStyle", "ThemeFontWeight", "ThemeTimingCurve", "ThemeAnimation",
        "ThemeStorage", "ThemeDecodingError", "ThemeDecodingIssue", "ThemeMembers", "ThemeMemberDecoder",
        "ThemeDocument", "ThemeBundle", "ThemeJSON", "ThemeShapeStyle", "ThemeShadowedStyle", "ThemeValues",
        "ThemeColors", "ThemeGradients", "ThemeShadows", "ThemeBorders", "ThemeSizes", "ThemeTypography",
        "ThemeAnimations", "ThemeDurations", "ThemeTimingCurves", "ThemeNumbers", "ThemeFontFamilies",
        "ThemeFontWeights", "ThemeStrokeStyles", "ThemeCodingKey", "ThemeEmptyCollection", "ThemeMemberEncoder",
        "ThemeManager",
    ]

    /// The names the other generated files declare with `typePrefix`, and SwiftUI's, which neither
    /// `themeTypeName` nor `themeEnumName` may take.
    static func reserved(typePrefix: String) -> Set<String> {
        Set(supportTypes.map { typePrefix + $0.dropFirst("Theme".count) })
            .union(["Color", "Font", "View", "ShapeStyle", "Animation"])
    }

    /// The names, checked: one that is not a Swift type name (a prefix that cannot start one), that names
    /// another generated type, or that equals the other is `swift.invalid-setting` at its place in the
    /// config, and gives way to the default.
    package static func parse(_ options: PlatformOptions) -> (SwiftTypeNames, [Diagnostic]) {
        var names = standard
        var diagnostics: [Diagnostic] = []
        if let prefix = options.settings["typePrefix"] {
            if isTypeName(prefix) {
                names.typePrefix = prefix
            } else {
                diagnostics.append(.error(
                    "swift.invalid-setting", "setting 'typePrefix' is '\(prefix)', which cannot start a Swift type name",
                    at: options.settingSpans["typePrefix"],
                    help: "use ASCII letters, digits and '_', starting with a letter, as in 'DS'"))
            }
        }
        let taken = reserved(typePrefix: names.typePrefix)
        func checked(_ key: String, default fallback: String) -> String {
            guard let name = options.settings[key] else { return fallback }
            let problem: String? = if !isTypeName(name) {
                "which is not a Swift type name"
            } else if taken.contains(name) || SwiftSyntax.keywords.contains(name) {
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
            names.theme = standard.theme
            names.themeList = standard.themeList
        }
        return (names, diagnostics)
    }

    private static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) }
    }
}
