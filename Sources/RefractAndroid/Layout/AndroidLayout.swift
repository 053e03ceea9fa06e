import RefractModel

/// How the permutations of a model map onto Android: the colour scheme becomes `values/` and
/// `values-night/`; every combination of the other modifiers (theme, contrast, size …) becomes a theme
/// overlay, so no permutation is lost.
struct AndroidLayout {
    struct Variant {
        var name: String
        var styleName: String
        var contexts: String
        var isDefault: Bool
        /// Positions in `model.permutations` of the day and night resolutions, when resolved.
        var day: Int?
        var night: Int?
    }

    var variants: [Variant]
    /// Contexts of the colour-scheme modifier that are neither day nor night (never written).
    var ignoredSchemeContexts: [String]

    var defaultVariantIndex: Int { variants.firstIndex { $0.isDefault } ?? 0 }

    init(_ model: ThemedTokenSet) {
        let scheme = model.axes.first { $0.role == .colorScheme }
        let dayContext = scheme.map { $0.contexts.contains("light") ? "light" : ($0.effectiveDefault ?? "") }
        let nightContext = scheme.flatMap { axis in
            axis.contexts.contains("dark") ? "dark" : axis.contexts.first { $0 != dayContext }
        }
        ignoredSchemeContexts = scheme.map { $0.contexts.filter { $0 != dayContext && $0 != nightContext } } ?? []
        let variantAxes = model.axes.filter { $0.name != scheme?.name }
        let defaults = variantAxes.map { ($0.name, $0.effectiveDefault) }

        var variants: [Variant] = []
        var positionByKey: [[String]: Int] = [:]
        for (index, permutation) in model.permutations.enumerated() {
            let key = variantAxes.map { permutation[$0.name] ?? "" }
            let position: Int
            if let existing = positionByKey[key] {
                position = existing
            } else {
                position = variants.count
                positionByKey[key] = position
                let isDefault = defaults.allSatisfy { permutation[$0.0] == $0.1 }
                variants.append(Variant(
                    name: AndroidName.theme(key),
                    styleName: key.isEmpty ? "Default" : key.map(AndroidName.stylePart).joined(),
                    contexts: zip(variantAxes, key).map { "\($0.name)=\($1)" }.joined(separator: ", "),
                    isDefault: isDefault))
            }
            let schemeContext = scheme.flatMap { permutation[$0.name] }
            if scheme == nil || schemeContext == dayContext {
                variants[position].day = index
            } else if schemeContext == nightContext {
                variants[position].night = index
            }
        }
        if !variants.contains(where: \.isDefault), !variants.isEmpty { variants[0].isDefault = true }
        self.variants = variants
    }

    var hasThemes: Bool { variants.count > 1 }
}
