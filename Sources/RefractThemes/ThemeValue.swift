import RefractModel

/// A token value in the form the generated theme types hold: colours in `ThemeRGBColor`, lengths in points
/// (px, and rem or em × 16), durations in seconds.
package enum ThemeValue: Sendable, Hashable {
    package struct GradientStop: Sendable, Hashable {
        package var color: ThemeRGBColor
        /// The DTCG position clamped into [0, 1], as DTCG says positions outside behave.
        package var location: Double
    }

    package struct ShadowLayer: Sendable, Hashable {
        package var color: ThemeRGBColor
        package var x: Double
        package var y: Double
        package var blur: Double
        package var spread: Double
        package var inset: Bool
    }

    package struct Border: Sendable, Hashable {
        package var color: ThemeRGBColor
        package var width: Double
        package var style: StrokeStyleValue
    }

    package struct StrokeStyleValue: Sendable, Hashable {
        /// `solid`, `dashed` … for keyword styles; nil for a dash pattern.
        package var keyword: String?
        package var dashes: [Double]
        package var lineCap: String
    }

    package struct TextStyle: Sendable, Hashable {
        package var fontFamily: [String]
        package var size: Double
        package var weight: Double
        package var lineHeight: Double?
        package var letterSpacing: Double?
    }

    package struct Animation: Sendable, Hashable {
        package var duration: Double
        package var delay: Double
        package var curve: CubicBezier
    }

    case color(ThemeRGBColor)
    case gradient([GradientStop])
    case shadow([ShadowLayer])
    // The few large payloads are boxed, so a value (four in every member of a layout) is the size of a colour.
    indirect case border(Border)
    case size(Double)
    indirect case textStyle(TextStyle)
    indirect case animation(Animation)
    case duration(Double)
    case timingCurve(CubicBezier)
    case number(Double)
    case fontFamily([String])
    case fontWeight(Double)
    indirect case strokeStyle(StrokeStyleValue)
    case string(String)

    /// Nil for values of non-standard types, which are never emitted.
    package init?(_ value: TokenValue) {
        var colors = ThemeColorConversions()
        self.init(value, colors: &colors)
    }

    /// The same, converting colours through `colors`, which a caller keeps for all the values it converts.
    package init?(_ value: TokenValue, colors: inout ThemeColorConversions) {
        func color(_ color: ColorValue) -> ThemeRGBColor { colors.convert(color) }
        switch value {
        case .color(let c): self = .color(color(c))
        case .gradient(let stops):
            self = .gradient(stops.map { GradientStop(color: color($0.color), location: $0.clampedPosition) })
        case .shadow(let layers, _):
            self = .shadow(layers.map {
                ShadowLayer(
                    color: color($0.color), x: $0.offsetX.points, y: $0.offsetY.points, blur: $0.blur.points,
                    spread: $0.spread.points, inset: $0.inset)
            })
        case .border(let b):
            self = .border(Border(color: color(b.color), width: b.width.points, style: Self.stroke(b.style)))
        case .dimension(let d): self = .size(d.points)
        case .typography(let t):
            self = .textStyle(TextStyle(
                fontFamily: t.fontFamily, size: t.fontSize.points, weight: t.fontWeight.value,
                lineHeight: t.lineHeight, letterSpacing: t.letterSpacing?.points))
        case .transition(let t):
            self = .animation(Animation(
                duration: t.duration.milliseconds / 1000, delay: t.delay.milliseconds / 1000, curve: t.timingFunction))
        case .duration(let d): self = .duration(d.milliseconds / 1000)
        case .cubicBezier(let c): self = .timingCurve(c)
        case .number(let n): self = .number(n)
        case .fontFamily(let f): self = .fontFamily(f)
        case .fontWeight(let w): self = .fontWeight(w.value)
        case .strokeStyle(let s): self = .strokeStyle(Self.stroke(s))
        case .other:
            guard let text = value.stringText else { return nil }
            self = .string(text)
        }
    }

    private static func stroke(_ style: StrokeStyle) -> StrokeStyleValue {
        switch style {
        case .keyword(let k): StrokeStyleValue(keyword: k.rawValue, dashes: [], lineCap: "butt")
        case .dashes(let dashes, let cap): StrokeStyleValue(keyword: nil, dashes: dashes.map(\.points), lineCap: cap.rawValue)
        }
    }
}

/// Colours converted for the generated themes, by value: gamut mapping costs far more than a lookup, and
/// aliases and unchanged colours repeat values across tokens and permutations. Local to one computation.
package struct ThemeColorConversions {
    private var converted: [ColorValue: ThemeRGBColor] = [:]

    package init() {}

    package mutating func convert(_ color: ColorValue) -> ThemeRGBColor {
        switch color.space {
        case .srgb, .srgbLinear, .displayP3: return ThemeRGBColor(color)
        default: break
        }
        if let known = converted[color] { return known }
        let rgb = ThemeRGBColor(color)
        converted[color] = rgb
        return rgb
    }
}
