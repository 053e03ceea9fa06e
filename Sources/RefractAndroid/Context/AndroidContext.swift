/// The context the Android templates render, documented in docs/contexts/android.md. Every file of
/// `res/` is one entry; each is rendered with the template its list names, and is that template's whole
/// context. Values are ready to print: names valid for `R`, text escaped for XML and for aapt, numbers
/// formatted, comments made safe; the templates write every element themselves.
package struct AndroidContext: Encodable, Sendable, Hashable {
    /// The version of this contract; it changes when a key is renamed or removed.
    package static let contractVersion = 7

    package var version: Int
    /// The middle part of generated style names: `ThemeOverlay.<styleNamespace>.Christmas`.
    package var styleNamespace: String
    /// One entry per theme overlay (every combination of the non-colour-scheme modifiers).
    package var themes: [AndroidTheme]
    /// `values*/…xml`, rendered by `android/values.xml.mustache`.
    package var valuesFiles: [AndroidValuesFile]
    /// `values*/refract_styles.xml` and `values/refract_themes.xml`, rendered by `android/styles.xml.mustache`.
    package var styleFiles: [AndroidStylesFile]
    /// `drawable*/…xml` gradients, rendered by `android/gradient.xml.mustache`.
    package var gradients: [AndroidGradientFile]
    /// `interpolator*/…xml` easing curves, rendered by `android/interpolator.xml.mustache`.
    package var interpolators: [AndroidInterpolatorFile]
}

/// A theme overlay: one combination of the non-colour-scheme modifiers' contexts.
package struct AndroidTheme: Encodable, Sendable, Hashable {
    /// Lower snake case, the prefix of this theme's resources (`christmas`).
    package var name: String
    /// The overlay style (`ThemeOverlay.Tokens.Christmas`).
    package var styleName: String
    /// The same name as a field of `R.style` (`ThemeOverlay_Tokens_Christmas`).
    package var styleField: String
    /// The modifier contexts it stands for (`theme=christmas`).
    package var contexts: String
    package var isDefault: Bool
}
