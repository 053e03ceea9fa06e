import RefractModel

/// A modifier of three contrast levels: Material Theme Builder's `contrast` (`standard`, `medium`, `high`),
/// which a resolver imported `--from material-theme` has. Android's `UiModeManager.getContrast()` has the same
/// three (0, 0.5 and 1), so Android and Compose give each level its own values; the other outputs read the
/// modifier as themes.
package struct ThemeContrastLevels: Sendable, Hashable {
    package var axis: String
    package var standard: String
    package var medium: String
    package var high: String

    /// Context names of each level, compared without case, `-`, `_` or spaces.
    static let standardNames: Set<String> = ["standard", "default", "normal", "standardcontrast"]
    static let mediumNames: Set<String> = ["medium", "mediumcontrast"]
    static let highNames: Set<String> = ["high", "highcontrast", "more", "morecontrast", "increased", "increasedcontrast"]

    /// The level modifier of `model`: one not already read as the colour scheme or a two-level contrast, whose
    /// three contexts are standard, medium and high contrast.
    package static func find(in model: ThemedTokenSet) -> ThemeContrastLevels? {
        let scheme = ThemeSchemeContexts.find(in: model)?.axis.name
        for axis in model.axes where axis.role == .other && axis.name != scheme && axis.contexts.count == 3 {
            func level(_ names: Set<String>) -> String? {
                axis.contexts.first { names.contains($0.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }) }
            }
            if let standard = level(standardNames), let medium = level(mediumNames), let high = level(highNames) {
                return ThemeContrastLevels(axis: axis.name, standard: standard, medium: medium, high: high)
            }
        }
        return nil
    }
}
