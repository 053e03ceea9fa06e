public struct Border: Sendable, Hashable, Codable {
    public var color: ColorValue
    public var width: Dimension
    public var style: StrokeStyle

    public init(color: ColorValue, width: Dimension, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

public struct Transition: Sendable, Hashable, Codable {
    public var duration: Duration
    public var delay: Duration
    public var timingFunction: CubicBezier

    public init(duration: Duration, delay: Duration, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

public struct ShadowLayer: Sendable, Hashable, Codable {
    public var color: ColorValue
    public var offsetX: Dimension
    public var offsetY: Dimension
    public var blur: Dimension
    public var spread: Dimension
    public var inset: Bool

    public init(
        color: ColorValue, offsetX: Dimension, offsetY: Dimension, blur: Dimension, spread: Dimension,
        inset: Bool = false
    ) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}

public struct GradientStop: Sendable, Hashable, Codable {
    public var color: ColorValue
    /// As written; DTCG says positions outside [0, 1] behave as if clamped (`clampedPosition`).
    public var position: Double

    public init(color: ColorValue, position: Double) {
        self.color = color
        self.position = position
    }

    package var clampedPosition: Double { min(max(position, 0), 1) }
}

public struct Typography: Sendable, Hashable, Codable {
    public var fontFamily: [String]
    public var fontSize: Dimension
    public var fontWeight: FontWeight
    /// Nil when the source left it out (accepted with a compatibility warning): the platform default.
    public var letterSpacing: Dimension?
    /// A multiplier of `fontSize`; nil when left out: the platform's normal line height.
    public var lineHeight: Double?

    public init(
        fontFamily: [String], fontSize: Dimension, fontWeight: FontWeight, letterSpacing: Dimension?,
        lineHeight: Double?
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }
}
