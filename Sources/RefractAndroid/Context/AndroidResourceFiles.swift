// Resources that are a file each, named after the resource: `drawable/…xml`, `interpolator/…xml`.

/// A `<shape>` with a linear `<gradient>` of two or three stops.
package struct AndroidGradientFile: Encodable, Sendable, Hashable {
    package var path: String
    /// The path of the token it is written for (`color.primary`), so a diff can name the token behind an
    /// `R` field; absent for theme overlays, which gather many tokens.
    package var token: String?
    package var header: String
    package var comments: [String]
    /// Degrees, a multiple of 45: 270 is top to bottom, as CSS draws a gradient with no direction.
    package var angle: String
    package var startColor: String
    /// The middle stop's colour, when there are three stops.
    package var centerColor: String?
    /// The middle stop's position in [0, 1] (`android:centerX`), with `centerColor`.
    package var centerX: String?
    package var endColor: String
}

/// A `<pathInterpolator>` for a cubic Bézier easing.
package struct AndroidInterpolatorFile: Encodable, Sendable, Hashable {
    package var path: String
    /// The path of the token it is written for (`color.primary`), so a diff can name the token behind an
    /// `R` field; absent for theme overlays, which gather many tokens.
    package var token: String?
    package var header: String
    package var comments: [String]
    package var controlX1: String
    package var controlY1: String
    package var controlX2: String
    package var controlY2: String
}
