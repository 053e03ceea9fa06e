/// The 14 colour spaces of the DTCG Color Module 2025.10, by their `colorSpace` keys.
public enum ColorSpace: String, Sendable, Hashable, Codable, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The allowed range of one component: `nil` bounds are unbounded; `upperExclusive` for hues [0, 360).
    package struct ComponentRange: Sendable, Hashable {
        package var name: String
        package var lower: Double?
        package var upper: Double?
        package var upperExclusive: Bool

        package func contains(_ x: Double) -> Bool {
            if let lower, x < lower { return false }
            if let upper { return upperExclusive ? x < upper : x <= upper }
            return true
        }

        /// `[0, 1]`, `[0, 360)`, `any number` — for messages.
        package var notation: String {
            switch (lower, upper) {
            case (nil, nil): return "any number"
            case (let l?, nil): return "at least \(formatNumber(l))"
            case (nil, let u?): return upperExclusive ? "below \(formatNumber(u))" : "at most \(formatNumber(u))"
            case (let l?, let u?): return "[\(formatNumber(l)), \(formatNumber(u))\(upperExclusive ? ")" : "]")"
            }
        }
    }

    package var components: [ComponentRange] {
        func r(_ name: String, _ lower: Double?, _ upper: Double?, exclusive: Bool = false) -> ComponentRange {
            ComponentRange(name: name, lower: lower, upper: upper, upperExclusive: exclusive)
        }
        let unitRGB = [r("red", 0, 1), r("green", 0, 1), r("blue", 0, 1)]
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return unitRGB
        case .hsl: return [r("hue", 0, 360, exclusive: true), r("saturation", 0, 100), r("lightness", 0, 100)]
        case .hwb: return [r("hue", 0, 360, exclusive: true), r("whiteness", 0, 100), r("blackness", 0, 100)]
        case .lab: return [r("lightness", 0, 100), r("a", nil, nil), r("b", nil, nil)]
        case .lch: return [r("lightness", 0, 100), r("chroma", 0, nil), r("hue", 0, 360, exclusive: true)]
        case .oklab: return [r("lightness", 0, 1), r("a", nil, nil), r("b", nil, nil)]
        case .oklch: return [r("lightness", 0, 1), r("chroma", 0, nil), r("hue", 0, 360, exclusive: true)]
        case .xyzD65, .xyzD50: return [r("x", 0, 1), r("y", 0, 1), r("z", 0, 1)]
        }
    }
}

/// Shortest round-trip text for a number, without a trailing `.0` for integers.
package func formatNumber(_ x: Double) -> String {
    if x.isFinite, x == x.rounded(), abs(x) < 1e15 {
        return String(Int64(x))
    }
    return x.description
}
