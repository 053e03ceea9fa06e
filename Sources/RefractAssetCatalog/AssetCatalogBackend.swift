import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates

/// Xcode asset catalogs of the colour tokens: under the platform's folder, one `<catalog>.xcassets` per theme
/// (or the one the config names), holding the catalog's `Contents.json` and a `<token path>.colorset/Contents.json`
/// per colour token, with light, dark and increased-contrast appearances (Apple's Asset Catalog Format
/// Reference, docs/contexts/xcassets.md).
public enum AssetCatalogBackend {
    public static let catalogTemplate = "xcassets/catalog.json.mustache"
    public static let colorSetTemplate = "xcassets/colorset.json.mustache"
    /// The settings `platforms.xcassets` may hold.
    public static let settingKeys = AssetCatalogSettings.keys

    public static func context(_ model: ThemedTokenSet, options: PlatformOptions) -> (AssetCatalogContext, [Diagnostic]) {
        AssetCatalogContextBuilder.build(model, options: options)
    }

    /// What `context` reports: `refract lint`'s verdict on the platform.
    public static func check(_ model: ThemedTokenSet, options: PlatformOptions) -> [Diagnostic] {
        context(model, options: options).1
    }

    /// The problems of the settings' values alone, before any token is read.
    public static func checkSettings(_ options: PlatformOptions) -> [Diagnostic] {
        AssetCatalogSettings.parse(options).1
    }

    public static func generate(_ model: ThemedTokenSet, options: PlatformOptions, templates: TemplateSources) -> OutputResult {
        let (context, diagnostics) = context(model, options: options)
        var result = OutputResult(diagnostics: diagnostics)
        for catalog in context.catalogs {
            render(catalogTemplate, context: catalog, to: catalog.folder + "/Contents.json", into: &result, templates: templates)
            for colorSet in catalog.colorSets {
                render(
                    colorSetTemplate, context: colorSet, to: catalog.folder + "/" + colorSet.folder + "/Contents.json",
                    into: &result, templates: templates)
            }
        }
        return result
    }

    private static func render<Context: Encodable>(
        _ template: String, context: Context, to path: String, into result: inout OutputResult, templates: TemplateSources
    ) {
        switch templates.renderText(template, context: context) {
        case .success(let text): result.files.append(GeneratedFile(path: path, rendered: text))
        case .failure(let error):
            // One report per broken template, not one per colour set.
            if !result.diagnostics.contains(where: { $0.code.rawValue.hasPrefix("template.") }) { result.diagnostics += error.diagnostics }
        }
    }
}
