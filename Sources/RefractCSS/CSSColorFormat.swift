import RefractModel

/// Colours as CSS text, each in its own space. Components are rounded to 5 decimals (below 1e-5 of a unit
/// component, far under one 8-bit step; for hues and Lab values, far under what anyone can see) and alpha to 4.
///
/// sRGB and HSL colours use the notations every browser reads: hex when every channel is a whole byte and the
/// colour is opaque, else `rgba()`/`rgb()` with bytes or percentages, `hsl()`/`hsla()` with commas. Other spaces
/// print in their own notation (`color(display-p3 …)`, `oklch(…)`, `lab(…)`, `hwb(…)`), as does a colour with
/// a `none` component, and carry an sRGB hex fallback (gamut-mapped the CSS Color 4 way) for older browsers.
enum CSSColorFormat {
    static let componentDecimals = 5
    static let alphaDecimals = 4

    /// The colour as CSS; `fallback` is set when older browsers cannot read `text`.
    /// `srgbBytes`: what `hexString` works out for the colour, when known (see `SRGBColorBytes`).
    static func format(
        _ color: ColorValue, srgbBytes: (red: UInt8, green: UInt8, blue: UInt8)? = nil
    ) -> (text: String, fallback: String?) {
        let hasNone = color.components.contains { $0 == nil }
        switch color.space {
        case .srgb where !hasNone: return (srgb(color), nil)
        case .hsl where !hasNone: return (legacyHSL(color), nil)
        default:
            guard let srgbBytes else { return (modern(color), color.hexString(includeAlpha: color.alpha < 1)) }
            return (modern(color), hex(srgbBytes, alpha: color.alpha))
        }
    }

    /// `hexString(includeAlpha: alpha < 1)` of a colour whose sRGB bytes are known.
    private static func hex(_ bytes: (red: UInt8, green: UInt8, blue: UInt8), alpha: Double) -> String {
        SRGBHex.text(bytes.red, bytes.green, bytes.blue, alpha < 1 ? SRGBHex.byte(alpha) : nil, uppercase: false)
    }

    /// `#rrggbb` when every channel is a whole byte and the colour is opaque, else `rgb()`/`rgba()` with bytes
    /// or, when a channel falls between bytes, with percentages. Written without intermediate arrays: most
    /// tokens of a large set are colours.
    static func srgb(_ color: ColorValue) -> String {
        let count = color.components.count
        func channel(_ index: Int) -> Double {
            min(max(index < count ? color.components[index] ?? 0 : 0, 0), 1)
        }
        let c = (channel(0), channel(1), channel(2))
        func byte(_ component: Double) -> Int? {
            let scaled = component * 255
            let whole = scaled.rounded()
            return abs(scaled - whole) < 1e-6 ? Int(whole) : nil
        }
        if let r = byte(c.0), let g = byte(c.1), let b = byte(c.2), color.alpha >= 1 {
            return SRGBHex.text(UInt8(r), UInt8(g), UInt8(b), uppercase: false)
        }
        var text = CSSBytes(capacity: 48)
        if color.alpha >= 1 { text.append("rgb(") } else { text.append("rgba(") }
        // Channel by channel: a list of the three cost an allocation per colour.
        if let r = byte(c.0), let g = byte(c.1), let b = byte(c.2) {
            text.append(whole: r)
            text.append(", ")
            text.append(whole: g)
            text.append(", ")
            text.append(whole: b)
        } else {
            func percentage(_ value: Double, to text: inout CSSBytes) {
                text.append(value * 100, decimals: componentDecimals - 2)
                text.append("%")
            }
            percentage(c.0, to: &text)
            text.append(", ")
            percentage(c.1, to: &text)
            text.append(", ")
            percentage(c.2, to: &text)
        }
        appendLegacyAlpha(color.alpha, to: &text)
        return text.text
    }

    private static func legacyHSL(_ color: ColorValue) -> String {
        let c = color.resolvedComponents
        var text = CSSBytes(capacity: 48)
        if color.alpha >= 1 { text.append("hsl(") } else { text.append("hsla(") }
        text.append(c[0], decimals: componentDecimals)
        for value in c.dropFirst() {
            text.append(", ")
            text.append(value, decimals: componentDecimals - 2)
            text.append("%")
        }
        appendLegacyAlpha(color.alpha, to: &text)
        return text.text
    }

    /// `, alpha)` or `)`: the comma syntax of CSS Color 3 (`rgba(a, b, c, alpha)`).
    private static func appendLegacyAlpha(_ alpha: Double, to text: inout CSSBytes) {
        if alpha < 1 {
            text.append(", ")
            text.append(max(alpha, 0), decimals: alphaDecimals)
        }
        text.append(")")
    }

    static func modern(_ color: ColorValue) -> String {
        var text = CSSBytes(capacity: 64)
        switch color.space {
        case .srgb: text.append("color(srgb ")
        case .hsl: return polar("hsl(", color)
        case .hwb: return polar("hwb(", color)
        case .lab: text.append("lab(")
        case .lch: text.append("lch(")
        case .oklab: text.append("oklab(")
        case .oklch: text.append("oklch(")
        case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            text.append("color(")
            text.append(contentsOf: color.space.rawValue)
            text.append(" ")
        }
        appendComponents(color, percentages: false, to: &text)
        return text.text
    }

    /// `hsl(h s% l%)` / `hwb(h w% b%)`: the two non-hue components are percentages in DTCG as in CSS.
    private static func polar(_ opening: StaticString, _ color: ColorValue) -> String {
        var text = CSSBytes(capacity: 64)
        text.append(opening)
        appendComponents(color, percentages: true, to: &text)
        return text.text
    }

    /// The three components (`none` for a missing value, 0 past the end), then ` / alpha` when translucent,
    /// then `)`; with `percentages`, the second and third get `%`.
    private static func appendComponents(_ color: ColorValue, percentages: Bool, to text: inout CSSBytes) {
        let values = color.components
        for index in 0..<3 {
            if index > 0 { text.append(" ") }
            let value = index < values.count ? values[index] : 0
            guard let value else {
                text.append("none")
                continue
            }
            text.append(value, decimals: componentDecimals)
            if percentages && index > 0 { text.append("%") }
        }
        if color.alpha < 1 {
            text.append(" / ")
            text.append(max(color.alpha, 0), decimals: alphaDecimals)
        }
        text.append(")")
    }
}
