import RefractModel
import RefractOutput

/// One theme of the output (`Theme.standard`): a context of the theme axis combined with a context of
/// every further axis, with the permutations that hold its light and its dark values, and their
/// increased-contrast counterparts when there is a contrast axis (which never multiplies the themes).
package struct ThemeVariant: Sendable, Hashable {
    /// The raw name, the JSON key and `AppTheme`'s raw value: `christmas`, `light-coarse`.
    package var name: String
    /// As a Swift identifier (not backticked).
    package var identifier: String
    package var lightPermutation: Int
    package var darkPermutation: Int
    /// Nil without a contrast axis (or when no such permutation was resolved).
    package var lightIncreasedContrastPermutation: Int?
    package var darkIncreasedContrastPermutation: Int?
    package var isDefault: Bool
    /// The context of each axis that names themes (the theme axis and further axes), by axis name.
    package var contexts: [String: String]
    /// Where the context that names the theme is defined (the first named axis's), for diagnostics about
    /// the theme's name; nil for the one `default` theme and for contexts with no place in a file.
    package var source: SourceReference? = nil

    /// Every theme of `model`: theme-axis contexts × further-axis contexts. A further axis adds its context
    /// to the name when it is not the default, or always when there is no theme axis; with no axis at
    /// all the one theme is `default`. Variants with no resolved permutation are left out.
    package static func all(in model: ThemedTokenSet) -> [ThemeVariant] {
        all(in: model, schemeContexts: ThemeSchemeContexts.find(in: model))
    }

    /// The same, with `schemeContexts` (when not nil) as the colour scheme: its `light` and `dark` contexts give
    /// the light and dark values, its increased-contrast contexts (unless there is a contrast modifier) the
    /// increased-contrast ones, and it makes no themes of its own.
    static func all(in model: ThemedTokenSet, schemeContexts: ThemeSchemeContexts?) -> [ThemeVariant] {
        let scheme = schemeContexts?.axis ?? model.axes.first { $0.role == .colorScheme }
        let contrast = model.axes.first { $0.role == .contrast }
        let naming = model.axes.filter { $0.role != .colorScheme && $0.role != .contrast && $0.name != scheme?.name }
        let hasThemeAxis = naming.contains { $0.role == .theme }
        var combinations: [[(Axis, String)]] = [[]]
        for axis in naming {
            combinations = combinations.flatMap { prefix in axis.contexts.map { prefix + [(axis, $0)] } }
        }
        var variants: [ThemeVariant] = []
        for combination in combinations {
            var inputs: [String: String] = [:]
            var parts: [String] = []
            var source: SourceReference?
            for (axis, context) in combination {
                inputs[axis.name] = context
                if axis.role == .theme || !hasThemeAxis || context != axis.effectiveDefault {
                    parts.append(context)
                    if source == nil, let position = axis.contexts.firstIndex(of: context),
                        axis.contextSources.indices.contains(position)
                    {
                        source = axis.contextSources[position]
                    }
                }
            }
            let isDefault = combination.allSatisfy { $0.1 == $0.0.effectiveDefault }
            func index(_ schemeContext: String?, contrast contrastContext: String?) -> Int? {
                var full = inputs
                if let scheme, let schemeContext { full[scheme.name] = schemeContext }
                if let contrast, let contrastContext { full[contrast.name] = contrastContext }
                return model.permutationIndex(full)
            }
            let lightContext = schemeContexts?.light
                ?? scheme.map { $0.contexts.first { $0 == "light" } ?? $0.effectiveDefault ?? "light" }
            let darkContext = schemeContexts?.dark
                ?? scheme.map { $0.contexts.first { $0 == "dark" } ?? $0.contexts.last ?? "dark" }
            let standard = contrast?.effectiveDefault
            let light = index(lightContext, contrast: standard)
            let dark = index(darkContext, contrast: standard)
            guard let lightIndex = light ?? dark, let darkIndex = dark ?? light else { continue }
            var lightIncreased: Int?
            var darkIncreased: Int?
            if let increased = contrast?.increasedContrastContext {
                lightIncreased = index(lightContext, contrast: increased)
                darkIncreased = index(darkContext, contrast: increased)
            } else if let schemeContexts {
                lightIncreased = schemeContexts.lightIncreasedContrast.flatMap { index($0, contrast: nil) }
                darkIncreased = schemeContexts.darkIncreasedContrast.flatMap { index($0, contrast: nil) }
                // A scheme without an increased-contrast context of its own keeps its standard values there,
                // never the other scheme's.
                if lightIncreased != nil || darkIncreased != nil {
                    lightIncreased = lightIncreased ?? lightIndex
                    darkIncreased = darkIncreased ?? darkIndex
                }
            }
            let name = parts.isEmpty ? "default" : parts.joined(separator: "-")
            variants.append(ThemeVariant(
                name: name, identifier: ThemeMemberName.identifier(NameWords.words(name)),
                lightPermutation: lightIndex, darkPermutation: darkIndex,
                lightIncreasedContrastPermutation: lightIncreased ?? darkIncreased,
                darkIncreasedContrastPermutation: darkIncreased ?? lightIncreased, isDefault: isDefault,
                contexts: inputs, source: source))
        }
        if !variants.isEmpty, !variants.contains(where: \.isDefault) { variants[0].isDefault = true }
        return variants
    }
}
