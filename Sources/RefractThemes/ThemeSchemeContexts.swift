import RefractModel

/// The contexts of one modifier read as colour schemes with their increased-contrast variants: GitHub
/// Primer's `theme` modifier has `light`, `light-hc`, `dark` and `dark-hc`, which are one adaptive theme
/// (light and dark, each at standard and increased contrast), not four themes. A context that names a scheme
/// with a variant the outputs have no place for (`dark-dimmed`, `light-colorblind`) is dropped.
package struct ThemeSchemeContexts: Sendable, Hashable {
    package var axis: Axis
    package var light: String
    package var dark: String
    package var lightIncreasedContrast: String?
    package var darkIncreasedContrast: String?
    /// The contexts left out, in declaration order.
    package var dropped: [String]

    /// Suffixes that mean increased contrast, compared without case, `-`, `_` or spaces (`light-hc`,
    /// `dark_high_contrast`, `lightHighContrast`).
    static let increasedContrastSuffixes: Set<String> = [
        "hc", "highcontrast", "high", "contrast", "morecontrast", "increasedcontrast",
    ]

    /// Nil unless every context of `axis` is `light`, `dark`, or one of them followed by a variant, and both
    /// `light` and `dark` are there.
    package init?(_ axis: Axis) {
        var light: String?
        var dark: String?
        var lightIncreased: String?
        var darkIncreased: String?
        var dropped: [String] = []
        for context in axis.contexts {
            let folded = context.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
            let scheme = ["light", "dark"].first { folded.hasPrefix($0) }
            guard let scheme else { return nil }
            let variant = folded.dropFirst(scheme.count)
            if variant.isEmpty, context.lowercased() == scheme {
                if scheme == "light" { light = light ?? context } else { dark = dark ?? context }
            } else if Self.increasedContrastSuffixes.contains(String(variant)) {
                if scheme == "light", lightIncreased == nil {
                    lightIncreased = context
                } else if scheme == "dark", darkIncreased == nil {
                    darkIncreased = context
                } else {
                    dropped.append(context)
                }
            } else {
                dropped.append(context)
            }
        }
        guard let light, let dark else { return nil }
        self.axis = axis
        self.light = light
        self.dark = dark
        lightIncreasedContrast = lightIncreased
        darkIncreasedContrast = darkIncreased
        self.dropped = dropped
    }

    /// The colour-scheme modifier of `model`, or else the first modifier (not the contrast one) whose contexts
    /// all read as schemes and their variants, when it has more than `light` and `dark`.
    package static func find(in model: ThemedTokenSet) -> ThemeSchemeContexts? {
        if let scheme = model.axes.first(where: { $0.role == .colorScheme }) {
            return ThemeSchemeContexts(scheme)
        }
        return model.axes.lazy.filter { $0.role != .contrast }.compactMap(ThemeSchemeContexts.init).first
    }
}
