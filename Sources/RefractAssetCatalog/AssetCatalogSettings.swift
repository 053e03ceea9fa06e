import RefractDiagnostics
import RefractOutput

/// `platforms.xcassets`' own settings: `catalog` (the catalog's name, default `Colors`), `theme` (the one
/// theme to write, as a catalog named `catalog`; without it every theme gets a catalog) and `accentColor`
/// (the colour token `AccentColor.colorset` copies).
struct AssetCatalogSettings: Sendable, Equatable {
    static let keys = ["catalog", "theme", "accentColor"]

    var catalog = AssetCatalogContext.defaultCatalogName
    var theme: String?
    var accentColor: String?

    /// The settings, with what is wrong in their values alone (an unknown theme or token is found with the
    /// tokens, by the context). A bad `catalog` gives way to the default.
    static func parse(_ options: PlatformOptions) -> (AssetCatalogSettings, [Diagnostic]) {
        var settings = AssetCatalogSettings()
        var diagnostics: [Diagnostic] = []
        if let catalog = options.settings["catalog"] {
            if catalog.isEmpty || catalog.hasPrefix(".") || ColorSetName.folderSafe(catalog) != catalog {
                diagnostics.append(.error(
                    "xcassets.invalid-setting",
                    "setting 'catalog' is '\(catalog)', which cannot name a folder",
                    at: options.settingSpans["catalog"],
                    help: "use a name without '/', '\\', ':' or a leading '.', e.g. 'Colors'; '.xcassets' is added"))
            } else {
                settings.catalog = catalog.hasSuffix(".xcassets") ? String(catalog.dropLast(".xcassets".count)) : catalog
            }
        }
        settings.theme = options.settings["theme"]
        settings.accentColor = options.settings["accentColor"]
        return (settings, diagnostics)
    }
}
