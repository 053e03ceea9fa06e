import RefractModel

/// Which rule blocks the file holds, in cascade order, and which permutation each one shows.
///
/// Selectors are chosen so that the attributes work on `<html>` and on any nested element:
///
/// 1. `:root`: every token, default theme and scheme.
/// 2. `[data-theme="t"]` for every theme (the default too, so a nested element can switch back): what differs
///    between themes. Without a scheme attribute above it, a theme element inherits the scheme it shows.
/// 3. `@media (prefers-color-scheme: dark)`: `:root` with what dark changes, and every theme again in dark.
/// 4. `[data-color-scheme="s"]`: the default theme in scheme `s`, what differs between schemes; after the media
///    block, so it wins over it.
/// 5. `[data-theme="t"] [data-color-scheme="s"]` and `[data-color-scheme="s"] [data-theme="t"]`: specificity
///    (0,2,0) beats every block above, so a scheme attribute inside a theme (or the other way round) gets that
///    theme in that scheme; then `[data-theme="t"][data-color-scheme="s"]` for both on one element, last.
///
/// Known limit: CSS selectors cannot see which ancestor is nearer, so with three levels where the outer two
/// set the same attribute (`theme A > theme B > scheme`), the pair that comes later in the file wins.
/// 6. `[data-<axis>="c"]` for other modifiers (contrast, size …): what that context changes.
///
/// Custom properties are substituted where they are declared and inherited as values, so every block that
/// can apply to a nested element re-declares each token that varies, aliases included (`var()` to a token
/// that changes must be evaluated again under the new selector).
struct CSSCascadePlan {
    enum Tokens {
        case all
        /// Tokens whose declarations differ between any two theme × scheme permutations.
        case varying
        /// Tokens that differ between themes in some scheme: a theme block inherits the scheme it shows.
        case themeVarying
        /// Tokens that differ between schemes in the default theme.
        case schemeVarying
        /// Tokens whose declarations differ from those of the permutation at this index.
        case changedFrom(Int)
    }

    struct Entry {
        var comment: String
        var media: String?
        var selectors: [String]
        var permutation: Int
        var tokens: Tokens
        /// `color-scheme` value to declare, when `light-dark()` is in use.
        var colorScheme: String?
    }

    var entries: [Entry] = []
    /// Theme × scheme permutations (other modifiers at their defaults): the set `varying` ranges over.
    var themeSchemePermutations: [Int] = []
    /// Per scheme, the permutations of every theme: the groups `themeVarying` compares within.
    var themeGroups: [[Int]] = []
    /// The default theme in every scheme: the group `schemeVarying` compares within.
    var schemeGroup: [Int] = []
    var schemeAxis: Axis?
    var themeAxis: Axis?
    var otherAxes: [Axis] = []

    init(model: ThemedTokenSet, settings: CSSSettings) {
        schemeAxis = model.axes.first { $0.role == .colorScheme }
        themeAxis = model.axes.first { $0.role == .theme }
        otherAxes = model.axes.filter { $0.name != schemeAxis?.name && $0.name != themeAxis?.name }
        var defaults: [String: String] = [:]
        for axis in model.axes { defaults[axis.name] = axis.effectiveDefault }
        func index(theme: String?, scheme: String?, other: (String, String)? = nil) -> Int? {
            var inputs = defaults
            if let theme, let axis = themeAxis { inputs[axis.name] = theme }
            if let scheme, let axis = schemeAxis { inputs[axis.name] = scheme }
            if let other { inputs[other.0] = other.1 }
            return model.permutationIndex(inputs)
        }
        func describe(_ index: Int) -> String { model.permutations[index].description }

        let usesLightDark = settings.colorScheme != .media
        let themes = themeAxis?.contexts ?? []
        let schemes = schemeAxis?.contexts ?? []
        let defaultTheme = themeAxis?.effectiveDefault
        let defaultScheme = schemeAxis?.effectiveDefault
        func isLightOrDark(_ context: String) -> Bool { context == "light" || context == "dark" }
        let hasLightDark = schemeAxis.map { $0.contexts.contains("light") && $0.contexts.contains("dark") } ?? false

        guard let base = index(theme: defaultTheme, scheme: defaultScheme) ?? model.defaultPermutationIndex
            ?? (model.permutations.isEmpty ? nil : 0)
        else { return }
        for theme in themes.isEmpty ? [nil] : themes.map(Optional.some) {
            for scheme in schemes.isEmpty ? [nil] : schemes.map(Optional.some) {
                if let i = index(theme: theme, scheme: scheme) { themeSchemePermutations.append(i) }
            }
        }
        if themeSchemePermutations.isEmpty { themeSchemePermutations = [base] }
        for scheme in schemes.isEmpty ? [nil] : schemes.map(Optional.some) {
            themeGroups.append(themes.compactMap { index(theme: $0, scheme: scheme) })
        }
        schemeGroup = schemes.compactMap { index(theme: defaultTheme, scheme: $0) }

        entries.append(Entry(
            comment: describe(base), media: nil, selectors: [":root"], permutation: base, tokens: .all,
            colorScheme: usesLightDark && hasLightDark ? "light dark" : nil))

        let themeAttribute = settings.themeAttribute
        let schemeAttribute = settings.schemeAttribute
        let multipleThemes = themes.count > 1
        if multipleThemes {
            for theme in themes {
                guard let i = index(theme: theme, scheme: defaultScheme) else { continue }
                entries.append(Entry(
                    comment: describe(i), media: nil,
                    selectors: [CSSNames.attributeSelector(themeAttribute, theme)], permutation: i,
                    tokens: .themeVarying))
            }
        }
        for scheme in schemes where scheme != defaultScheme && isLightOrDark(scheme) {
            let media = "@media (prefers-color-scheme: \(scheme))"
            if let i = index(theme: defaultTheme, scheme: scheme) {
                entries.append(Entry(
                    comment: describe(i), media: media, selectors: [":root"], permutation: i,
                    tokens: .changedFrom(base)))
            }
            guard multipleThemes else { continue }
            for theme in themes {
                guard let i = index(theme: theme, scheme: scheme) else { continue }
                entries.append(Entry(
                    comment: describe(i), media: media,
                    selectors: [CSSNames.attributeSelector(themeAttribute, theme)], permutation: i,
                    tokens: .themeVarying))
            }
        }
        if schemes.count > 1 {
            for scheme in schemes {
                guard let i = index(theme: defaultTheme, scheme: scheme) else { continue }
                entries.append(Entry(
                    comment: describe(i), media: nil,
                    selectors: [CSSNames.attributeSelector(schemeAttribute, scheme)], permutation: i,
                    tokens: .schemeVarying, colorScheme: usesLightDark && isLightOrDark(scheme) ? scheme : nil))
            }
            if multipleThemes {
                // Attributes on different elements first; both on one element last, so that the element's own
                // pair wins over a pair made with an ancestor's attribute (same specificity, later in the file).
                for sameElement in [false, true] {
                    for theme in themes {
                        for scheme in schemes {
                            guard let i = index(theme: theme, scheme: scheme) else { continue }
                            let t = CSSNames.attributeSelector(themeAttribute, theme)
                            let s = CSSNames.attributeSelector(schemeAttribute, scheme)
                            entries.append(Entry(
                                comment: describe(i), media: nil,
                                selectors: sameElement ? [t + s] : [t + " " + s, s + " " + t],
                                permutation: i, tokens: .varying,
                                colorScheme: usesLightDark && isLightOrDark(scheme) ? scheme : nil))
                        }
                    }
                }
            }
        }
        for axis in otherAxes {
            let attribute = CSSNames.attribute(forAxis: axis.name)
            for context in axis.contexts where context != axis.effectiveDefault {
                guard let i = index(theme: defaultTheme, scheme: defaultScheme, other: (axis.name, context))
                else { continue }
                entries.append(Entry(
                    comment: describe(i), media: nil, selectors: [CSSNames.attributeSelector(attribute, context)],
                    permutation: i, tokens: .changedFrom(base)))
            }
        }
    }
}
