import RefractDiagnostics
import RefractModel
import RefractOutput

/// Builds the Android context (docs/contexts/android.md) from the themed model.
///
/// A token whose resources are the same in every theme is written once, under its own name; one that
/// differs between themes gets an `<attr>` named like the token, the default theme's resource under the
/// token's own name too, a resource for each other theme prefixed with the theme's name, and an item in
/// each theme's overlay. Night values go to `values-night/` only where they differ.
package enum AndroidContextBuilder {
    /// The settings `platforms.android` may hold; the config reader rejects any other key where it is written.
    package static let settingKeys = AndroidSettings.keys

    /// The problems of the settings' values, at their places in the config.
    package static func checkSettings(_ options: PlatformOptions) -> [Diagnostic] {
        AndroidSettings.read(options).1 + MaterialRoleMapping.readSettings(options, platform: "android").2
            + MaterialShapeMapping.readSettings(options, platform: "android").1
    }

    package static func build(_ model: ThemedTokenSet, options: PlatformOptions) -> (context: AndroidContext, diagnostics: [Diagnostic]) {
        let (settings, startDiagnostics) = AndroidSettings.read(options)
        var diagnostics = startDiagnostics
        let namespace = settings.styleNamespace
        let layout = AndroidLayout(model)
        if !layout.ignoredSchemeContexts.isEmpty {
            diagnostics.append(.warning(
                "android.scheme-context-ignored",
                "Android has day and night only; colour scheme contexts \(layout.ignoredSchemeContexts.map { "'\($0)'" }.joined(separator: ", ")) are not written",
                at: nil))
        }
        var placement = TokenPlacement(
            model: model, layout: layout, prefix: options.prefix, styleNamespace: namespace,
            fileNamePrefix: settings.fileNamePrefix, attributePrefix: settings.attributePrefix,
            converter: TokenConverter(fontSizePaths: fontSizePaths(model), fontResources: settings.fontResources))
        for index in model.paths.indices {
            placement.place(index)
        }
        diagnostics += placement.diagnostics + placement.registry.diagnostics

        let themes: [AndroidTheme] = layout.hasThemes ? layout.variants.map { variant in
            let styleName = "ThemeOverlay.\(namespace).\(variant.styleName)"
            return AndroidTheme(
                name: variant.name, styleName: styleName, styleField: AndroidName.field(ofStyle: styleName),
                contexts: variant.contexts, isDefault: variant.isDefault)
        } : []
        let material = AndroidMaterialTheme.build(
            colorNames: placement.colorNames, dimensions: placement.dimensionReferences, variantCount: layout.variants.count, defaultVariant: layout.defaultVariantIndex,
            namespace: namespace, options: options)
        diagnostics += material.diagnostics
        let overlays = zip(themes, zip(placement.overlayItems, material.overlayItems)).map { theme, items in
            AndroidStyle(comments: [AndroidXML.comment(theme.contexts)], name: theme.styleName, token: nil, parent: "", items: items.0 + items.1)
        }
        let collector = placement.collector
        let context = AndroidContext(
            version: AndroidContext.contractVersion, styleNamespace: namespace, themes: themes,
            valuesFiles: collector.valuesFiles(), styleFiles: collector.styleFiles(
                overlays: (material.theme.map { [$0] } ?? []) + material.shapeStyles + overlays,
                textAppearanceParent: material.theme == nil ? ResourceCollector.frameworkTextAppearance : AndroidMaterialTheme.textAppearanceParent),
            gradients: collector.sortedGradients(), interpolators: collector.sortedInterpolators())
        return (context, diagnostics)
    }

    /// Dimensions some typography takes its font size from are font sizes: sp, not dp.
    static func fontSizePaths(_ model: ThemedTokenSet) -> Set<TokenPath> {
        var paths: Set<TokenPath> = []
        for set in model.tokenSets {
            for token in set.tokens {
                guard case .typography = token.value, let reference = token.partReferences["fontSize"] else { continue }
                paths.insert(reference)
            }
        }
        return paths
    }
}
