import RefractBackend
import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates

/// Xcode asset catalogs of the colour tokens: under the platform's folder, one `<catalog>.xcassets` per theme
/// (or the one the config names), holding the catalog's `Contents.json` and a `<token path>.colorset/Contents.json`
/// per colour token, with light, dark and increased-contrast appearances (Apple's Asset Catalog Format
/// Reference, docs/contexts/xcassets.md).
package struct AssetCatalogBackend: Backend {
    package static let name = "xcassets"
    /// Opt-in: an app that takes its colours from the Swift output has no use for a second copy of them.
    package static let enabledByDefault = false
    package static let catalogTemplate = "xcassets/catalog.json.mustache"
    package static let colorSetTemplate = "xcassets/colorset.json.mustache"
    /// The settings `platforms.xcassets` may hold.
    package static let settingKeys = AssetCatalogSettings.keys

    package static func context(_ model: ThemedTokenSet, options: PlatformOptions) -> (AssetCatalogContext, [Diagnostic]) {
        AssetCatalogContextBuilder.build(model, options: options)
    }

    /// The problems of the settings' values alone, before any token is read.
    package static func checkSettings(_ options: PlatformOptions) -> [Diagnostic] {
        AssetCatalogSettings.parse(options).1
    }

    package let options: PlatformOptions

    package init(options: PlatformOptions) {
        self.options = options
    }

    package func context(_ input: BackendInput) -> (AssetCatalogContext, [Diagnostic]) {
        Self.context(input.model, options: options)
    }

    /// Each catalog's `Contents.json`, then one per colour set in it.
    package func renders(_ context: AssetCatalogContext) -> [TemplateRender] {
        context.catalogs.flatMap { catalog in
            [TemplateRender.template(Self.catalogTemplate, context: catalog, to: catalog.folder + "/Contents.json")]
                + catalog.colorSets.map {
                    .template(Self.colorSetTemplate, context: $0, to: catalog.folder + "/" + $0.folder + "/Contents.json")
                }
        }
    }
}
