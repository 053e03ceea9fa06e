import RefractModel

/// Colours as CSS text, each in its own space. Components are rounded to 5 decimals (hues and Lab values to 3
/// in the larger ranges would do, but one rule is simpler to explain: 5 decimals is below 1e-5 of a unit
/// component, far under one 8-bit step) and alpha to 4.
///
/// sRGB colours whose channels are whole 8-bit values print as hex, which every browser reads. Colours in
/// other spaces than sRGB and HSL print in their own notation (`color(display-p3 …)`, `oklch(…)`, `lab(…)`)
/// and carry an sRGB fallback (gamut-mapped the CSS Color 4 way) for browsers older than CSS Color 4.
enum CSSColorFormat {
    static let componentDecimals = 5
    static let alphaDecimals = 4

    /// The colour as CSS; `fallback` is set when older browsers cannot read `text`.
    static func format(_ color: ColorValue) -> (text: String, fallback: String?) {
        switch color.space {
        case .srgb:
            return (srgb(color), nil)
        case .hsl:
            return (polar("hsl", color, percentages: true), nil)
        default:
            return (modern(color), srgb(color.gamutMapped(to: .srgb)))
        }
    }

    /// `#rrggbb` when every channel is a whole byte and the colour is opaque, else `rgb(r g b / a)` with
    /// bytes, or `color(srgb …)` when a channel falls between bytes.
    static func srgb(_ color: ColorValue) -> String {
        let c = color.components.prefix(3).map { $0.map { min(max($0, 0), 1) } }
        let bytes = c.map { component -> Int? in
            guard let component else { return nil }
            let scaled = component * 255
            let whole = scaled.rounded()
            return abs(scaled - whole) < 1e-6 ? Int(whole) : nil
        }
        if c.count == 3, c.allSatisfy({ $0 != nil }), bytes.allSatisfy({ $0 != nil }) {
            let values = bytes.compactMap { $0 }
            if color.alpha >= 1 { return "#" + values.map(hexByte).joined() }
            return "rgb(\(values.map(String.init).joined(separator: " "))\(alpha(color)))"
        }
        return "color(srgb \(components(color.components))\(alpha(color)))"
    }

    static func modern(_ color: ColorValue) -> String {
        switch color.space {
        case .srgb: return srgb(color)
        case .hsl: return polar("hsl", color, percentages: true)
        case .hwb: return polar("hwb", color, percentages: true)
        case .lab: return "lab(\(components(color.components))\(alpha(color)))"
        case .lch: return "lch(\(components(color.components))\(alpha(color)))"
        case .oklab: return "oklab(\(components(color.components))\(alpha(color)))"
        case .oklch: return "oklch(\(components(color.components))\(alpha(color)))"
        case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            return "color(\(color.space.rawValue) \(components(color.components))\(alpha(color)))"
        }
    }

    /// `hsl(h s% l%)` / `hwb(h w% b%)`: the two non-hue components are percentages in DTCG as in CSS.
    private static func polar(_ name: String, _ color: ColorValue, percentages: Bool) -> String {
        let parts = (0..<3).map { index -> String in
            let value = index < color.components.count ? color.components[index] : 0
            guard let value else { return "none" }
            let text = CSSNumber.format(value, decimals: componentDecimals)
            return index == 0 || !percentages ? text : text + "%"
        }
        return "\(name)(\(parts.joined(separator: " "))\(alpha(color)))"
    }

    private static func components(_ values: [Double?]) -> String {
        (0..<3).map { index in
            let value = index < values.count ? values[index] : 0
            return value.map { CSSNumber.format($0, decimals: componentDecimals) } ?? "none"
        }.joined(separator: " ")
    }

    private static func alpha(_ color: ColorValue) -> String {
        color.alpha >= 1 ? "" : " / " + CSSNumber.format(max(color.alpha, 0), decimals: alphaDecimals)
    }

    private static func hexByte(_ value: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[value >> 4], digits[value & 15]])
    }
}
