import RefractDiagnostics
import RefractModel
import RefractOutput

/// The Material 3 theme of the resources (docs/contexts/android.md, "Material 3"): `Theme.<namespace>` on
/// `Theme.Material3.DayNight` assigning every colour role the role map fills (the same map as Compose's), and
/// in each theme overlay the roles whose colour differs between themes. The colours are `@color/` references,
/// so `values-night/` switches them and the theme needs no night copy.
enum AndroidMaterialTheme {
    static let defaultParent = "Theme.Material3.DayNight"
    /// The parent of every text appearance when Material output is on: Material's body style gives the
    /// colour and the rest the tokens do not set.
    static let textAppearanceParent = "TextAppearance.Material3.BodyMedium"

    /// The theme attribute Material Components reads each role from: `android:colorBackground` from the
    /// framework, `colorPrimary` and `colorError` from AppCompat, the others from Material Components'
    /// `color/res/values/attrs.xml`. Material Components has no attribute for `surfaceTint` (its elevation
    /// overlay follows `colorPrimary`), so that role is not written.
    static func attribute(_ role: MaterialColorRole) -> String? {
        switch role {
        case .primary: "colorPrimary"
        case .inversePrimary: "colorPrimaryInverse"
        case .background: "android:colorBackground"
        case .inverseSurface: "colorSurfaceInverse"
        case .inverseOnSurface: "colorOnSurfaceInverse"
        case .scrim: "scrimBackground"
        case .surfaceTint: nil
        default: "color" + role.rawValue.prefix(1).uppercased() + role.rawValue.dropFirst()
        }
    }

    struct Result {
        /// `Theme.<namespace>`, or nil when Material output is off.
        var theme: AndroidStyle?
        /// `ShapeAppearance.<namespace>.Corner.Small` …: each corner size of Material's shape scale a dimension
        /// token gives, on Material's own style, which the theme's `shapeAppearanceCorner*` names.
        var shapeStyles: [AndroidStyle] = []
        /// Items to add to each overlay, in `layout.variants` order.
        var overlayItems: [[AndroidStyleItem]]
        var diagnostics: [Diagnostic]
    }

    static func build(
        colorNames: [(path: TokenPath, names: [String])], dimensions: [(path: TokenPath, reference: String)] = [],
        variantCount: Int, defaultVariant: Int, namespace: String, options: PlatformOptions
    ) -> Result {
        let (mapping, roleDiagnostics) = MaterialRoleMapping.resolve(
            colors: colorNames.map(\.path), options: options, platform: "android", defaultMode: .off)
        var diagnostics = roleDiagnostics
        let (shapes, shapeDiagnostics) = MaterialShapeMapping.resolve(
            dimensions: dimensions.map(\.path), options: options, platform: "android", isMaterialOn: mapping.isOn)
        diagnostics += shapeDiagnostics
        var overlayItems = Array(repeating: [AndroidStyleItem](), count: variantCount)
        guard mapping.isOn else { return Result(theme: nil, overlayItems: overlayItems, diagnostics: diagnostics) }
        var names: [TokenPath: [String]] = [:]
        for entry in colorNames where names[entry.path] == nil { names[entry.path] = entry.names }
        var items: [AndroidStyleItem] = []
        for entry in mapping.entries {
            guard let attribute = attribute(entry.role) else { continue }
            switch entry.source {
            case .black:
                items.append(AndroidStyleItem(name: attribute, value: "@android:color/black"))
            case .token(let path):
                guard let variants = names[path], variants.indices.contains(defaultVariant) else { continue }
                items.append(AndroidStyleItem(name: attribute, value: "@color/\(variants[defaultVariant])"))
                // A colour that differs between themes is set again by every overlay, so an overlay applied
                // over another one's theme still gives its own.
                if Set(variants).count > 1 {
                    for (index, name) in variants.enumerated() where index < variantCount {
                        overlayItems[index].append(AndroidStyleItem(name: attribute, value: "@color/\(name)"))
                    }
                }
            }
        }
        var references: [TokenPath: String] = [:]
        for entry in dimensions where references[entry.path] == nil { references[entry.path] = entry.reference }
        var shapeStyles: [AndroidStyle] = []
        for entry in shapes.entries {
            guard let reference = references[entry.path] else { continue }
            let name = "ShapeAppearance.\(namespace).Corner.\(entry.role.rawValue.prefix(1).uppercased())\(entry.role.rawValue.dropFirst())"
            shapeStyles.append(AndroidStyle(
                comments: [AndroidXML.comment("Material 3's \(entry.role.rawValue) corners: \(entry.path.dotted)")], name: name, token: entry.path.dotted,
                parent: entry.role.materialStyle, items: [AndroidStyleItem(name: "cornerSize", value: reference)]))
            items.append(AndroidStyleItem(name: entry.role.attribute, value: "@style/\(name)"))
        }
        let parent = options.settings["materialParent"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultParent
        let theme = AndroidStyle(
            comments: ["Material 3: every colour role from the tokens (docs/contexts/android.md)"],
            name: "Theme.\(namespace)", token: nil, parent: parent, items: items)
        return Result(theme: theme, shapeStyles: shapeStyles, overlayItems: overlayItems, diagnostics: diagnostics)
    }
}
