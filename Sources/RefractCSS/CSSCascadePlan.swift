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
/// 6. With a contrast modifier, blocks 1–5 again for increased contrast: `@media (prefers-contrast: more)` around
///    the light ones and the scheme attribute's, `@media (prefers-color-scheme: dark) and (prefers-contrast: more)`
///    around the dark ones; each after its standard-contrast twin, so it wins at equal specificity.
/// 7. `[data-contrast="more"]` and `"standard"`, the manual override, inside `@media (prefers-color-scheme: …)`
///    so each knows the scheme it shows; then paired with the scheme attribute and with the theme attribute
///    (specificity (0,2,0), same-element last), and all three on one element (0,3,0).
/// 8. `[data-<axis>="c"]` for other modifiers (size …): what that context changes.
///
/// Known limit: the contrast attribute meeting both a theme and a scheme attribute is exact only when all three
/// sit on one element; a CSS selector cannot pick the nearest of three ancestors.
///
/// Custom properties are substituted where they are declared and inherited as values, so every block that
/// can apply to a nested element re-declares each token that varies, aliases included (`var()` to a token
/// that changes must be evaluated again under the new selector).
struct CSSCascadePlan {
    enum Tokens {
        case all
        /// Tokens whose declarations differ between any two theme × scheme × contrast permutations.
        case varying
        /// Tokens that differ between themes in some scheme and contrast: a theme block inherits the rest.
        case themeVarying
        /// Tokens that differ between schemes in the default theme, at some contrast.
        case schemeVarying
        /// Tokens that differ between schemes or contrasts in the default theme.
        case schemeContrastVarying
        /// Tokens whose declarations differ from those of the permutation at this index.
        case changedFrom(Int)
        /// Tokens that differ from what the cascade shows before the block: `base`, overridden by each layer
        /// (in order) where that layer differs from `base`, as a `changedFrom(base)` block declares it.
        case changedFromCascade(base: Int, layers: [Int])
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

    /// The contrast attribute's value for increased contrast, after `prefers-contrast: more`.
    static let increasedContrastValue = "more"
    /// The contrast attribute's value that forces standard contrast.
    static let standardContrastValue = "standard"

    var entries: [Entry] = []
    /// Theme × scheme × contrast permutations (other modifiers at their defaults): the set `varying` ranges over.
    var themeSchemePermutations: [Int] = []
    /// Per scheme and contrast, the permutations of every theme: the groups `themeVarying` compares within.
    var themeGroups: [[Int]] = []
    /// Per contrast, the default theme in every scheme: the groups `schemeVarying` compares within.
    var schemeGroups: [[Int]] = []
    /// The default theme in every scheme and contrast: the group `schemeContrastVarying` compares within.
    var schemeContrastGroup: [Int] = []
    var schemeAxis: Axis?
    var themeAxis: Axis?
    var contrastAxis: Axis?
    var otherAxes: [Axis] = []

    init(model: ThemedTokenSet, settings: CSSSettings) {
        // Locals, so that the closures below do not capture `self` while it is being built.
        let schemeAxis = model.axes.first { $0.role == .colorScheme }
        let themeAxis = model.axes.first { $0.role == .theme }
        let contrastAxis = model.axes.first { $0.role == .contrast }
        (self.schemeAxis, self.themeAxis, self.contrastAxis) = (schemeAxis, themeAxis, contrastAxis)
        otherAxes = model.axes.filter {
            $0.name != schemeAxis?.name && $0.name != themeAxis?.name && $0.name != contrastAxis?.name
        }
        var defaults: [String: String] = [:]
        for axis in model.axes { defaults[axis.name] = axis.effectiveDefault }
        func index(
            theme: String?, scheme: String?, contrast: String? = nil, other: (String, String)? = nil
        ) -> Int? {
            var inputs = defaults
            if let theme, let axis = themeAxis { inputs[axis.name] = theme }
            if let scheme, let axis = schemeAxis { inputs[axis.name] = scheme }
            if let contrast, let axis = contrastAxis { inputs[axis.name] = contrast }
            if let other { inputs[other.0] = other.1 }
            return model.permutationIndex(inputs)
        }
        func describe(_ index: Int) -> String { model.permutations[index].description }
        func optionals(_ list: [String]) -> [String?] { list.isEmpty ? [nil] : list.map(Optional.some) }

        let usesLightDark = settings.colorScheme != .media
        let themes = themeAxis?.contexts ?? []
        let schemes = schemeAxis?.contexts ?? []
        let defaultTheme = themeAxis?.effectiveDefault
        let defaultScheme = schemeAxis?.effectiveDefault
        let standardContrast = contrastAxis?.effectiveDefault
        let increasedContrast = contrastAxis?.increasedContrastContext
        let contrasts = [standardContrast, increasedContrast].compactMap { $0 }
        func isLightOrDark(_ context: String) -> Bool { context == "light" || context == "dark" }
        let hasLightDark = schemeAxis.map { $0.contexts.contains("light") && $0.contexts.contains("dark") } ?? false

        guard let base = index(theme: defaultTheme, scheme: defaultScheme) ?? model.defaultPermutationIndex
            ?? (model.permutations.isEmpty ? nil : 0)
        else { return }
        for theme in optionals(themes) {
            for scheme in optionals(schemes) {
                for contrast in optionals(contrasts) {
                    if let i = index(theme: theme, scheme: scheme, contrast: contrast) {
                        themeSchemePermutations.append(i)
                    }
                }
            }
        }
        if themeSchemePermutations.isEmpty { themeSchemePermutations = [base] }
        for scheme in optionals(schemes) {
            for contrast in optionals(contrasts) {
                themeGroups.append(themes.compactMap { index(theme: $0, scheme: scheme, contrast: contrast) })
            }
        }
        for contrast in optionals(contrasts) {
            schemeGroups.append(schemes.compactMap { index(theme: defaultTheme, scheme: $0, contrast: contrast) })
        }
        for scheme in optionals(schemes) {
            schemeContrastGroup += contrasts.compactMap { index(theme: defaultTheme, scheme: scheme, contrast: $0) }
        }

        entries.append(Entry(
            comment: describe(base), media: nil, selectors: [":root"], permutation: base, tokens: .all,
            colorScheme: usesLightDark && hasLightDark ? "light dark" : nil))

        let themeAttribute = settings.themeAttribute
        let schemeAttribute = settings.schemeAttribute
        let multipleThemes = themes.count > 1
        /// Schemes shown by `prefers-color-scheme` other than the default's (at most the other of light/dark).
        let mediaSchemes = schemes.filter { $0 != defaultScheme && isLightOrDark($0) }
        func themeBlocks(scheme: String?, contrast: String?, media: String?) {
            guard multipleThemes else { return }
            for theme in themes {
                guard let i = index(theme: theme, scheme: scheme, contrast: contrast) else { continue }
                entries.append(Entry(
                    comment: describe(i), media: media,
                    selectors: [CSSNames.attributeSelector(themeAttribute, theme)], permutation: i,
                    tokens: .themeVarying))
            }
        }
        themeBlocks(scheme: defaultScheme, contrast: standardContrast, media: nil)
        for scheme in mediaSchemes {
            let media = "@media (prefers-color-scheme: \(scheme))"
            if let i = index(theme: defaultTheme, scheme: scheme, contrast: standardContrast) {
                entries.append(Entry(
                    comment: describe(i), media: media, selectors: [":root"], permutation: i,
                    tokens: .changedFrom(base)))
            }
            themeBlocks(scheme: scheme, contrast: standardContrast, media: media)
        }
        if let increasedContrast {
            let more = "(prefers-contrast: more)"
            let lightMore = index(theme: defaultTheme, scheme: defaultScheme, contrast: increasedContrast)
            if let lightMore {
                entries.append(Entry(
                    comment: describe(lightMore), media: "@media " + more, selectors: [":root"],
                    permutation: lightMore, tokens: .changedFrom(base)))
            }
            themeBlocks(scheme: defaultScheme, contrast: increasedContrast, media: "@media " + more)
            for scheme in mediaSchemes {
                let media = "@media (prefers-color-scheme: \(scheme)) and " + more
                if let i = index(theme: defaultTheme, scheme: scheme, contrast: increasedContrast) {
                    let layers = [index(theme: defaultTheme, scheme: scheme, contrast: standardContrast), lightMore]
                    entries.append(Entry(
                        comment: describe(i), media: media, selectors: [":root"], permutation: i,
                        tokens: .changedFromCascade(base: base, layers: layers.compactMap { $0 })))
                }
                themeBlocks(scheme: scheme, contrast: increasedContrast, media: media)
            }
        }
        let contrastMedia: [(contrast: String?, media: String?)] =
            [(standardContrast, nil)] + (increasedContrast.map { [($0, "@media (prefers-contrast: more)")] } ?? [])
        if schemes.count > 1 {
            for (contrast, media) in contrastMedia {
                for scheme in schemes {
                    guard let i = index(theme: defaultTheme, scheme: scheme, contrast: contrast) else { continue }
                    entries.append(Entry(
                        comment: describe(i), media: media,
                        selectors: [CSSNames.attributeSelector(schemeAttribute, scheme)], permutation: i,
                        tokens: .schemeVarying, colorScheme: usesLightDark && isLightOrDark(scheme) ? scheme : nil))
                }
            }
            if multipleThemes {
                for (contrast, media) in contrastMedia {
                    appendPairs(
                        themeAttribute, themes, schemeAttribute, schemes, media: media, tokens: .varying,
                        colorScheme: { usesLightDark && isLightOrDark($1) ? $1 : nil },
                        index: { index(theme: $0, scheme: $1, contrast: contrast) }, describe: describe)
                }
            }
        }
        if let increasedContrast, let standardContrast {
            appendContrastAttribute(
                settings: settings, standard: standardContrast, increased: increasedContrast,
                schemes: schemes, defaultScheme: defaultScheme, mediaSchemes: mediaSchemes, themes: themes,
                usesLightDark: usesLightDark, index: index, describe: describe)
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

    /// Every permutation a block shows or is compared with.
    var shownPermutations: Set<Int> {
        var shown = Set(themeSchemePermutations + themeGroups.joined() + schemeGroups.joined() + schemeContrastGroup)
        for entry in entries {
            shown.insert(entry.permutation)
            switch entry.tokens {
            case .changedFrom(let other): shown.insert(other)
            case .changedFromCascade(let base, let layers): shown.formUnion([base] + layers)
            case .all, .varying, .themeVarying, .schemeVarying, .schemeContrastVarying: break
            }
        }
        return shown
    }

    /// Blocks for two attributes together, on different elements (either nesting) first, then on one element
    /// last, so that the element's own pair wins over a pair made with an ancestor's attribute (same
    /// specificity, later in the file).
    mutating func appendPairs(
        _ firstAttribute: String, _ firstValues: [String], _ secondAttribute: String, _ secondValues: [String],
        media: String?, tokens: Tokens, colorScheme: (String, String) -> String? = { _, _ in nil },
        index: (String, String) -> Int?, describe: (Int) -> String
    ) {
        for sameElement in [false, true] {
            for first in firstValues {
                for second in secondValues {
                    guard let i = index(first, second) else { continue }
                    let a = CSSNames.attributeSelector(firstAttribute, first)
                    let b = CSSNames.attributeSelector(secondAttribute, second)
                    entries.append(Entry(
                        comment: describe(i), media: media,
                        selectors: sameElement ? [a + b] : [a + " " + b, b + " " + a],
                        permutation: i, tokens: tokens, colorScheme: colorScheme(first, second)))
                }
            }
        }
    }
}
