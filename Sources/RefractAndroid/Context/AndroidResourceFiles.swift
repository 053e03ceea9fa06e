// Resources that are a file each, named after the resource: `drawable/…xml`, `interpolator/…xml`.

/// A `<shape>` with a linear `<gradient>` of two or three stops.
public struct AndroidGradientFile: Encodable, Sendable, Hashable {
    public var path: String
    /// The path of the token it is written for (`color.primary`), so a diff can name the token behind an
    /// `R` field; absent for theme overlays, which gather many tokens.
    public var token: String?
    public var header: String
    public var comments: [String]
    /// Degrees, a multiple of 45: 270 is top to bottom, as CSS draws a gradient with no direction.
    public var angle: String
    public var startColor: String
    /// The middle stop's colour, when there are three stops.
    public var centerColor: String?
    /// The middle stop's position in [0, 1] (`android:centerX`), with `centerColor`.
    public var centerX: String?
    public var endColor: String
}

/// A `<pathInterpolator>` for a cubic Bézier easing.
public struct AndroidInterpolatorFile: Encodable, Sendable, Hashable {
    public var path: String
    /// The path of the token it is written for (`color.primary`), so a diff can name the token behind an
    /// `R` field; absent for theme overlays, which gather many tokens.
    public var token: String?
    public var header: String
    public var comments: [String]
    public var controlX1: String
    public var controlY1: String
    public var controlX2: String
    public var controlY2: String
}
