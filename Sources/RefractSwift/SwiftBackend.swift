import RefractBackend
import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates
import RefractThemes

/// The Swift output, rendered from `templates/swift/`: `Theme.swift` (`Theme`, the themes, `AppTheme`),
/// `ThemeRuntime.swift` (value types, Codable), `Theme+SwiftUI.swift` (environment, shape styles),
/// `Theme+UIKit.swift` (dynamic `UIColor`s and `NSColor`s, scaled `UIFont`s, adaptive `Color`s), one file
/// per collection kind (`ThemeColors.swift`, from `ThemeCollection.swift.mustache`) and the values spread
/// over `SwiftContext.valueFileCount` files (`ThemeValues0.swift`, from `ThemeValues.swift.mustache`). The
/// file names are always the same (`SwiftContext.fileNames`), so a build plugin can declare them.
///
/// Settings: `accessorPrefix` (default `theme`) starts the static shape-style accessors; `themeTypeName`
/// (default `Theme`) and `themeEnumName` (default `AppTheme`) name the root type and the enum of theme names;
/// `environmentKey` (default `theme`) names the SwiftUI environment value (`@Environment(\.theme)`);
/// `typePrefix` (default `Theme`) starts every other generated type's name (`ThemeColor`); `previews: false`
/// leaves `Theme+Previews.swift` (SwiftUI previews of every theme × scheme × contrast, debug builds only) a comment.
package struct SwiftBackend: Backend {
    package static let name = "swift"
    package static let needsThemeLayout = true
    package let options: PlatformOptions

    package init(options: PlatformOptions) {
        self.options = options
    }

    package func context(_ input: BackendInput) -> (SwiftContext, [Diagnostic]) {
        Self.context(input.layout, options: options)
    }

    /// The settings' problems, what laying out found and the accessors' names, without a value or literal.
    package func diagnostics(_ input: BackendInput) -> [Diagnostic] {
        let (prefix, typeNames, diagnostics) = Self.settingsAndLayout(input.layout, options: options)
        return diagnostics + SwiftContext.namingDiagnostics(input.layout, accessorPrefix: prefix, typeNames: typeNames)
    }

    /// The files of the whole context, one per collection (with the key `collection` added), `ThemeStrings.swift`
    /// with its type empty when no token is text, and one per values file (with `valueFile` added).
    package func renders(_ context: SwiftContext) -> [TemplateRender] {
        let root = context.mustacheMembers
        var renders = Self.templates.map { TemplateRender.template($0.1, value: .object(MustacheObject(root)), to: $0.0) }
        // The root's own arrays, converted once.
        func converted(_ key: String) -> [MustacheValue] {
            root.first(where: { $0.0 == key })?.1.listElements ?? []
        }
        for (collection, value) in zip(context.collections, converted("collections")) {
            renders.append(.template(
                Self.collectionTemplate, value: .object(MustacheObject(root + [("collection", value)])), to: collection.fileName))
        }
        // A set without text has no strings collection; its file is still written, so the file list is the
        // same for any tokens (a build plugin names it before refract runs).
        if !context.collections.contains(where: { $0.fileName == Self.stringsFileName }) {
            renders.append(.template(Self.noStringsTemplate, value: .object(MustacheObject(root)), to: Self.stringsFileName))
        }
        for (file, value) in zip(context.valueFiles, converted("valueFiles")) {
            renders.append(.template(Self.valuesTemplate, value: .object(MustacheObject(root + [("valueFile", value)])), to: file.fileName))
        }
        return renders
    }

    /// The templates rendered once each with the whole context, and their files.
    package static let templates = [
        ("Theme.swift", "swift/Theme.swift.mustache"),
        ("ThemeRuntime.swift", "swift/ThemeRuntime.swift.mustache"),
        ("Theme+SwiftUI.swift", "swift/Theme+SwiftUI.swift.mustache"),
        ("Theme+UIKit.swift", "swift/Theme+UIKit.swift.mustache"),
        ("Theme+Previews.swift", "swift/Theme+Previews.swift.mustache"),
    ]
    /// Rendered once per collection, with the key `collection` added to the context.
    package static let collectionTemplate = "swift/ThemeCollection.swift.mustache"
    /// Rendered once per values file, with the key `valueFile` added to the context.
    package static let valuesTemplate = "swift/ThemeValues.swift.mustache"
    /// Rendered with the root to `ThemeStrings.swift` when no token is text: the strings collection's type, empty.
    package static let noStringsTemplate = "swift/NoStrings.swift.mustache"
    static let stringsFileName = SwiftLiteral.standard.typeName(.strings) + ".swift"

    /// The context of `layout`, with what laying out and naming found (collisions, shadowed accessors, bad
    /// settings).
    package static func context(_ layout: ThemeLayout, options: PlatformOptions) -> (SwiftContext, [Diagnostic]) {
        let (prefix, typeNames, diagnostics) = settingsAndLayout(layout, options: options)
        var (context, _) = SwiftContext.build(layout, accessorPrefix: prefix, typeNames: typeNames)
        context.environmentKey = environmentKey(options).0
        context.previews = options.settings["previews"] != "false"
        context.hasContrast = layout.themes.contains { $0.lightIncreasedContrastPermutation != nil }
        context.access = options.visibility(invalidSetting: "swift.invalid-setting").0.rawValue
        // The names' problems from the one function lint asks too, so the two verdicts cannot differ.
        return (context, diagnostics + SwiftContext.namingDiagnostics(layout, accessorPrefix: prefix, typeNames: typeNames))
    }

    private static func settingsAndLayout(
        _ layout: ThemeLayout, options: PlatformOptions
    ) -> (prefix: String, typeNames: SwiftTypeNames, diagnostics: [Diagnostic]) {
        let (prefix, settingDiagnostics) = accessorPrefix(options)
        let (typeNames, typeNameDiagnostics) = SwiftTypeNames.parse(options)
        var diagnostics = settingDiagnostics + typeNameDiagnostics + environmentKey(options).1 + previewsProblems(options)
            + options.visibility(invalidSetting: "swift.invalid-setting").1
        diagnostics += layout.diagnostics(platform: "swift")
        if layout.themes.isEmpty {
            diagnostics.append(.error("swift.no-theme", "no permutation was resolved, so there is no theme to generate", at: nil))
        }
        return (prefix, typeNames, diagnostics)
    }

    /// The settings `platforms.swift` may hold.
    package static let settingKeys = ["accessorPrefix", "themeTypeName", "themeEnumName", "environmentKey", "typePrefix", "previews", "visibility"]

    /// What is wrong with the settings' values, at their places in the config.
    package static func checkSettings(_ options: PlatformOptions) -> [Diagnostic] {
        accessorPrefix(options).1 + SwiftTypeNames.parse(options).1 + environmentKey(options).1 + previewsProblems(options)
            + options.visibility(invalidSetting: "swift.invalid-setting").1
    }

    /// `previews` is true (the default: the previews compile only in debug builds) or false.
    private static func previewsProblems(_ options: PlatformOptions) -> [Diagnostic] {
        guard let value = options.settings["previews"], value != "true", value != "false" else { return [] }
        return [.error(
            "swift.invalid-setting", "setting 'previews' is '\(value)', which is not true or false",
            at: options.settingSpans["previews"], help: "use true (the default) or false")]
    }

    /// `environmentKey`, checked: one that is not a Swift identifier, or is a keyword, is
    /// `swift.invalid-setting` at its place in the config, and gives way to the default.
    package static func environmentKey(_ options: PlatformOptions) -> (String, [Diagnostic]) {
        let key = options.settings["environmentKey"] ?? SwiftContext.defaultEnvironmentKey
        guard !key.isEmpty, isIdentifierStart(key), !SwiftSyntax.keywords.contains(key) else {
            return (SwiftContext.defaultEnvironmentKey, [.error(
                "swift.invalid-setting",
                "setting 'environmentKey' is '\(key)', which is not a Swift identifier of its own",
                at: options.settingSpans["environmentKey"],
                help: "use ASCII letters, digits and '_', not starting with a digit and not a keyword, as in 'brandTheme'")])
        }
        return (key, [])
    }

    /// `accessorPrefix`, checked: a bad one is `swift.invalid-setting`, at its place in the config, and
    /// gives way to the default.
    package static func accessorPrefix(_ options: PlatformOptions) -> (String, [Diagnostic]) {
        let prefix = options.settings["accessorPrefix"] ?? SwiftContext.defaultAccessorPrefix
        guard isIdentifierStart(prefix) else {
            return (SwiftContext.defaultAccessorPrefix, [.error(
                "swift.invalid-setting",
                "setting 'accessorPrefix' is '\(prefix)', which cannot start a Swift identifier",
                at: options.settingSpans["accessorPrefix"],
                help: "use ASCII letters, digits and '_', not starting with a digit")])
        }
        return (prefix, [])
    }

    private static func isIdentifierStart(_ prefix: String) -> Bool {
        guard let first = prefix.unicodeScalars.first else { return true }
        let allowed = prefix.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) }
        return allowed && !("0"..."9").contains(first)
    }
}
