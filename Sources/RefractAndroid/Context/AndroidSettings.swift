import RefractDiagnostics
import RefractOutput

/// The `platforms.android` settings of the config (docs/contexts/android.md), read once and checked.
struct AndroidSettings {
    static let keys = ["fileNamePrefix", "fontResources", "styleNamespace", "materialParent", "attributePrefix"] + MaterialRoleMapping.settingKeys
        + [MaterialShapeMapping.settingKey]
    static let defaultFileNamePrefix = "refract_"
    static let defaultAttributePrefix = "refract_"

    /// The middle part of generated style names: `ThemeOverlay.<styleNamespace>.Christmas`.
    var styleNamespace: String
    /// Put before every values file's name: `refract_colors.xml`.
    var fileNamePrefix: String
    /// Put before every `<attr>` name (`refract_color_primary`), so no attribute clashes with a library's
    /// (`colorPrimary`, `color_background`).
    var attributePrefix: String
    /// Families the app ships under `res/font/`, lower-cased: a stack's first of them becomes `@font/…`.
    var fontResources: Set<String>

    static func read(_ options: PlatformOptions) -> (AndroidSettings, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var prefix = options.settings["fileNamePrefix"] ?? defaultFileNamePrefix
        if !prefix.unicodeScalars.allSatisfy(isFileNameScalar) {
            diagnostics.append(.error(
                "android.invalid-setting",
                "setting 'fileNamePrefix' is '\(prefix)', which cannot begin an Android resource file name",
                at: options.settingSpans["fileNamePrefix"],
                help: "use lower-case ASCII letters, digits and '_', e.g. 'tokens_' (or '' for plain colors.xml)"))
            prefix = defaultFileNamePrefix
        }
        var attributePrefix = options.settings["attributePrefix"] ?? defaultAttributePrefix
        if !attributePrefix.unicodeScalars.allSatisfy(isFileNameScalar)
            || attributePrefix.unicodeScalars.first.map({ !("a"..."z").contains($0) }) == true
        {
            diagnostics.append(.error(
                "android.invalid-setting",
                "setting 'attributePrefix' is '\(attributePrefix)', which cannot begin an Android attribute name",
                at: options.settingSpans["attributePrefix"],
                help: "use lower-case ASCII letters, digits and '_' starting with a letter, e.g. 'brand_' (or '' for none)"))
            attributePrefix = defaultAttributePrefix
        }
        let fonts = (options.settings["fontResources"] ?? "").split(separator: ",")
            .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased() }
            .filter { !$0.isEmpty }
        return (AndroidSettings(
            styleNamespace: styleNamespace(options), fileNamePrefix: prefix, attributePrefix: attributePrefix, fontResources: Set(fonts)), diagnostics)
    }

    /// `styleNamespace` if set, else the prefix in UpperCamel, else `Tokens`.
    static func styleNamespace(_ options: PlatformOptions) -> String {
        if let configured = options.settings["styleNamespace"], !configured.isEmpty { return AndroidName.stylePart(configured) }
        return options.prefix.isEmpty ? "Tokens" : AndroidName.stylePart(options.prefix)
    }

    private static func isFileNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
