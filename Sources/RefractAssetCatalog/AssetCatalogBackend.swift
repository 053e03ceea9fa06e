import RefractBackend
import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates

/// Xcode asset catalogs of the colour tokens: under the platform's folder, one `<catalog>.xcassets` per theme
/// (or the one the config names), holding the catalog's `Contents.json` and a `<token path>.colorset/Contents.json`
/// per colour token, with light, dark and increased-contrast appearances (Apple's Asset Catalog Format
/// Reference, docs/contexts/xcassets.md).
public struct AssetCatalogBackend: Backend {
    public static let name = "xcassets"
    /// Opt-in: an app that takes its colours from the Swift output has no use for a second copy of them.
    public static let enabledByDefault = false
    public static let catalogTemplate = "xcassets/catalog.json.mustache"
    public static let colorSetTemplate = "xcassets/colorset.json.mustache"
    /// The settings `platforms.xcassets` may hold.
    public static let settingKeys = AssetCatalogSettings.keys

    public static func context(_ model: ThemedTokenSet, options: PlatformOptions) -> (AssetCatalogContext, [Diagnostic]) {
        AssetCatalogContextBuilder.build(model, options: options)
    }

    /// The problems of the settings' values alone, before any token is read.
    public static func checkSettings(_ options: PlatformOptions) -> [Diagnostic] {
        AssetCatalogSettings.parse(options).1
    }

    public let options: PlatformOptions

    public init(options: PlatformOptions) {
        self.options = options
    }

    public func context(_ input: BackendInput) -> (AssetCatalogContext, [Diagnostic]) {
        Self.context(input.model, options: options)
    }

    /// Each catalog's `Contents.json`, then one per colour set in it.
    public func renders(_ context: AssetCatalogContext) -> [TemplateRender] {
        context.catalogs.flatMap { catalog in
            [TemplateRender.template(Self.catalogTemplate, context: catalog, to: catalog.folder + "/Contents.json")]
                + catalog.colorSets.map {
                    .template(Self.colorSetTemplate, context: $0, to: catalog.folder + "/" + $0.folder + "/Contents.json")
                }
        }
    }
}
