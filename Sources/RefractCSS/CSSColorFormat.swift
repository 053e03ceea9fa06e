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
    static func format(_ color: ColorValue) -> (text: String, fallback: String?) {
        let hasNone = color.components.contains { $0 == nil }
        switch color.space {
        case .srgb where !hasNone: return (srgb(color), nil)
        case .hsl where !hasNone: return (legacyHSL(color), nil)
        default: return (modern(color), color.hexString(includeAlpha: color.alpha < 1))
        }
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
        if let r = byte(c.0), let g = byte(c.1), let b = byte(c.2) {
            if color.alpha >= 1 { return hex(r, g, b) }
            return legacy("rgb", String(r) + ", " + String(g) + ", " + String(b), color.alpha)
        }
        func percent(_ component: Double) -> String {
            CSSNumber.format(component * 100, decimals: componentDecimals - 2) + "%"
        }
        return legacy("rgb", percent(c.0) + ", " + percent(c.1) + ", " + percent(c.2), color.alpha)
    }

    /// `#rrggbb`, lowercase.
    private static func hex(_ r: Int, _ g: Int, _ b: Int) -> String {
        let digits: StaticString = "0123456789abcdef"
        return digits.withUTF8Buffer { table in
            String(unsafeUninitializedCapacity: 7) { buffer in
                buffer[0] = UInt8(ascii: "#")
                for (offset, value) in [r, g, b].enumerated() {
                    buffer[1 + 2 * offset] = table[value >> 4 & 15]
                    buffer[2 + 2 * offset] = table[value & 15]
                }
                return 7
            }
        }
    }

    private static func legacyHSL(_ color: ColorValue) -> String {
        let c = color.resolvedComponents
        let channels = [CSSNumber.format(c[0], decimals: componentDecimals)]
            + c.dropFirst().map { CSSNumber.format($0, decimals: componentDecimals - 2) + "%" }
        return legacy("hsl", channels.joined(separator: ", "), color.alpha)
    }

    /// `rgb(a, b, c)` or `rgba(a, b, c, alpha)`: the comma syntax of CSS Color 3.
    private static func legacy(_ name: String, _ channels: String, _ alpha: Double) -> String {
        if alpha >= 1 { return name + "(" + channels + ")" }
        return name + "a(" + channels + ", " + CSSNumber.format(max(alpha, 0), decimals: alphaDecimals) + ")"
    }

    static func modern(_ color: ColorValue) -> String {
        switch color.space {
        case .srgb: return "color(srgb \(components(color.components))\(alpha(color)))"
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
}
