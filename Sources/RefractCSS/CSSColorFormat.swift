import RefractModel

/// Colours as CSS text, each in its own space. Components are rounded to 5 decimals (below 1e-5 of a unit
/// component, far under one 8-bit step; for hues and Lab values, far under what anyone can see) and alpha to 4.
///
/// sRGB and HSL colours use the notations every browser reads: hex when every channel is a whole byte and the
/// colour is opaque, else `rgba()`/`rgb()` with bytes or percentages, `hsl()`/`hsla()` with commas. Other spaces
/// print in their own notation (`color(display-p3 …)`, `oklch(…)`, `lab(…)`, `hwb(…)`), as does a colour with
/// a `none` component, and carry an sRGB hex fallback for older browsers (`ColorValue.hexString`: the author's
/// `hex` for a colour outside sRGB, else gamut-mapped the CSS Color 4 way).
enum CSSColorFormat {
    static let componentDecimals = 5
    static let alphaDecimals = 4

    /// The colour as CSS; `fallback` is set when older browsers cannot read `text`.
    static func format(_ color: ColorValue) -> (text: String, fallback: String?) {
        let hasNone = color.components.contains { $0 == nil }
        switch color.space {
        case .srgb where !hasNone: return (srgb(color), nil)
        case .hsl where !hasNone: return (legacyHSL(color), nil)
        default: return (modern(color), color.hexString(includeAlpha: color.alpha < 1))
        }
    }

    /// `#rrggbb` when every channel is a whole byte and the colour is opaque, else `rgb()`/`rgba()` with bytes
    /// or, when a channel falls between bytes, with percentages.
    static func srgb(_ color: ColorValue) -> String {
        let count = color.components.count
        func channel(_ index: Int) -> Double { min(max(index < count ? color.components[index] ?? 0 : 0, 0), 1) }
        func byte(_ component: Double) -> Int? {
            let scaled = component * 255
            let whole = scaled.rounded()
            return abs(scaled - whole) < 1e-6 ? Int(whole) : nil
        }
        let red = channel(0), green = channel(1), blue = channel(2)
        let opening = color.alpha >= 1 ? "rgb(" : "rgba("
        guard let r = byte(red), let g = byte(green), let b = byte(blue) else {
            let percentages = [red, green, blue].map { CSSNumber.format($0 * 100, decimals: componentDecimals - 2) + "%" }
            return opening + percentages.joined(separator: ", ") + legacyAlpha(color.alpha)
        }
        if color.alpha >= 1 { return SRGBHex.text(UInt8(r), UInt8(g), UInt8(b), uppercase: false) }
        return opening + String(r) + ", " + String(g) + ", " + String(b) + legacyAlpha(color.alpha)
    }

    private static func legacyHSL(_ color: ColorValue) -> String {
        let c = color.resolvedComponents
        let arguments = [CSSNumber.format(c[0], decimals: componentDecimals)]
            + c.dropFirst().map { CSSNumber.format($0, decimals: componentDecimals - 2) + "%" }
        return (color.alpha >= 1 ? "hsl(" : "hsla(") + arguments.joined(separator: ", ") + legacyAlpha(color.alpha)
    }

    /// `, alpha)` or `)`: the comma syntax of CSS Color 3 (`rgba(a, b, c, alpha)`).
    private static func legacyAlpha(_ alpha: Double) -> String {
        alpha < 1 ? ", " + CSSNumber.format(max(alpha, 0), decimals: alphaDecimals) + ")" : ")"
    }

    static func modern(_ color: ColorValue) -> String {
        switch color.space {
        case .srgb: components(color, after: "color(srgb ", percentages: false)
        case .hsl: components(color, after: "hsl(", percentages: true)
        case .hwb: components(color, after: "hwb(", percentages: true)
        case .lab: components(color, after: "lab(", percentages: false)
        case .lch: components(color, after: "lch(", percentages: false)
        case .oklab: components(color, after: "oklab(", percentages: false)
        case .oklch: components(color, after: "oklch(", percentages: false)
        case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            components(color, after: "color(" + color.space.rawValue + " ", percentages: false)
        }
    }

    /// `opening`, the three components (`none` for a missing value, 0 past the end), then ` / alpha` when
    /// translucent, then `)`; with `percentages` (the two non-hue components of `hsl()` and `hwb()`,
    /// percentages in DTCG as in CSS), the second and third get `%`.
    private static func components(_ color: ColorValue, after opening: String, percentages: Bool) -> String {
        let values = color.components
        // Appended into one reserved string: an array of texts joined, then the alpha and the parenthesis
        // added, made four strings per colour.
        var text = opening
        text.reserveCapacity(56)
        for index in 0..<3 {
            if index > 0 { text += " " }
            guard let value = index < values.count ? values[index] : 0 else {
                text += "none"
                continue
            }
            text += CSSNumber.format(value, decimals: componentDecimals)
            if percentages, index > 0 { text += "%" }
        }
        if color.alpha < 1 {
            text += " / "
            text += CSSNumber.format(max(color.alpha, 0), decimals: alphaDecimals)
        }
        text += ")"
        return text
    }
}
