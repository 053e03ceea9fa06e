/// The contrast attribute's blocks (7 in `CSSCascadePlan`'s list).
extension CSSCascadePlan {
    /// The manual contrast override. Each block sits in the `prefers-color-scheme` media query of the scheme
    /// it shows, so what it must override is known: the same theme and scheme at the other contrast.
    mutating func appendContrastAttribute(
        settings: CSSSettings, standard: String, increased: String, schemes: [String], defaultScheme: String?,
        mediaSchemes: [String], themes: [String], usesLightDark: Bool,
        index: (String?, String?, String?, (String, String)?) -> Int?, describe: (Int) -> String
    ) {
        let attribute = settings.contrastAttribute
        let values = [(standard, Self.standardContrastValue), (increased, Self.increasedContrastValue)]
        func other(_ contrast: String) -> String { contrast == standard ? increased : standard }
        // With light and dark, the default scheme shows where the preference is not the other one; otherwise
        // the attribute shows the default scheme whatever the preference.
        var schemeMedia: [(scheme: String?, media: String?)] = [(defaultScheme, nil)]
        if let defaultScheme, defaultScheme == "light" || defaultScheme == "dark", mediaSchemes.count == 1 {
            schemeMedia = [defaultScheme, mediaSchemes[0]].map { (.some($0), "@media (prefers-color-scheme: " + $0 + ")") }
        }
        let defaultTheme = themeAxis?.effectiveDefault
        for (scheme, media) in schemeMedia {
            for (contrast, value) in values {
                guard let i = index(defaultTheme, scheme, contrast, nil),
                    let opposite = index(defaultTheme, scheme, other(contrast), nil)
                else { continue }
                entries.append(Entry(
                    comment: describe(i), media: media, selectors: [CSSNames.attributeSelector(attribute, value)],
                    permutation: i, tokens: .changedFrom(opposite)))
            }
        }
        func contrastOf(_ value: String) -> String { value == Self.increasedContrastValue ? increased : standard }
        let attributeValues = values.map(\.1)
        if schemes.count > 1 {
            appendPairs(
                attribute, attributeValues, settings.schemeAttribute, schemes, media: nil,
                tokens: .schemeContrastVarying,
                colorScheme: { usesLightDark && ($1 == "light" || $1 == "dark") ? $1 : nil },
                index: { index(defaultTheme, $1, contrastOf($0), nil) }, describe: describe)
        }
        guard themes.count > 1 else { return }
        for (scheme, media) in schemeMedia {
            appendPairs(
                settings.themeAttribute, themes, attribute, attributeValues, media: media, tokens: .varying,
                index: { index($0, scheme, contrastOf($1), nil) }, describe: describe)
        }
        guard schemes.count > 1 else { return }
        for theme in themes {
            for scheme in schemes {
                for value in attributeValues {
                    guard let i = index(theme, scheme, contrastOf(value), nil) else { continue }
                    let selector = CSSNames.attributeSelector(settings.themeAttribute, theme)
                        + CSSNames.attributeSelector(settings.schemeAttribute, scheme)
                        + CSSNames.attributeSelector(attribute, value)
                    entries.append(Entry(
                        comment: describe(i), media: nil, selectors: [selector], permutation: i, tokens: .varying,
                        colorScheme: usesLightDark && (scheme == "light" || scheme == "dark") ? scheme : nil))
                }
            }
        }
    }
}
