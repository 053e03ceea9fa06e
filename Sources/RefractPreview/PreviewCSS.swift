import RefractModel

/// Token values as the CSS the page draws them with. The page is read by a current browser only, so every
/// colour is written in its own space in modern notation (`color(display-p3 …)`, `oklch(…)`) and shows
/// wide gamut where the screen has it; lengths are px, so everything is drawn at 1rem = 16px.
enum PreviewCSS {
    static func color(_ color: ColorValue) -> String {
        let parts = (0..<3).map { index -> String in
            guard index < color.components.count, let value = color.components[index] else { return "none" }
            return number(value)
        }
        let alpha = color.alpha < 1 ? " / " + number(max(color.alpha, 0)) : ""
        func percent(_ index: Int) -> String { parts[index] == "none" ? "none" : parts[index] + "%" }
        switch color.space {
        case .hsl: return "hsl(\(parts[0]) \(percent(1)) \(percent(2))\(alpha))"
        case .hwb: return "hwb(\(parts[0]) \(percent(1)) \(percent(2))\(alpha))"
        case .lab: return "lab(\(parts.joined(separator: " "))\(alpha))"
        case .lch: return "lch(\(parts.joined(separator: " "))\(alpha))"
        case .oklab: return "oklab(\(parts.joined(separator: " "))\(alpha))"
        case .oklch: return "oklch(\(parts.joined(separator: " "))\(alpha))"
        default: return "color(\(color.space.rawValue) \(parts.joined(separator: " "))\(alpha))"
        }
    }

    /// `display-p3 0.95 0.76 0.25`, the value as the token file gives it, for people.
    static func colorValueText(_ color: ColorValue) -> String {
        let parts = color.components.map { $0.map { number($0, decimals: 4) } ?? "none" }
        let alpha = color.alpha < 1 ? " / " + number(color.alpha, decimals: 3) : ""
        return color.space.rawValue + " " + parts.joined(separator: " ") + alpha
    }

    static func length(_ dimension: Dimension) -> String {
        number(dimension.points) + "px"
    }

    /// `16px`, or `1.5rem (24px)` when the unit is not px.
    static func lengthText(_ dimension: Dimension) -> String {
        let written = number(dimension.value, decimals: 4) + dimension.unit.rawValue
        return dimension.unit == .px ? written : written + " (" + number(dimension.points, decimals: 2) + "px)"
    }

    static func durationText(_ duration: Duration) -> String {
        number(duration.value, decimals: 3) + duration.unit.rawValue
    }

    static func milliseconds(_ duration: Duration) -> String {
        number(max(duration.milliseconds, 0)) + "ms"
    }

    static func cubicBezier(_ curve: CubicBezier) -> String {
        "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map { number($0) }.joined(separator: ", ")))"
    }

    static func shadow(_ layers: [ShadowLayer]) -> String {
        layers.map { layer in
            (layer.inset ? "inset " : "")
                + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(length).joined(separator: " ")
                + " " + color(layer.color)
        }.joined(separator: ", ")
    }

    static func gradient(_ stops: [GradientStop], direction: String = "90deg") -> String {
        let list = stops.map { color($0.color) + " " + number($0.clampedPosition * 100) + "%" }
        // A gradient needs two stops; one stop is drawn as a flat colour.
        let stopsText = list.count == 1 ? list + list : list
        return "linear-gradient(\(direction), \(stopsText.joined(separator: ", ")))"
    }

    static func strokeStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword.rawValue
        // CSS borders have no dash arrays: a dashed line is the nearest drawing.
        case .dashes: "dashed"
        }
    }

    static func border(_ border: Border) -> String {
        length(border.width) + " " + strokeStyle(border.style) + " " + color(border.color)
    }

    /// A font-family list: generic families bare, every other name quoted.
    static func fontFamily(_ names: [String]) -> String {
        let generic: Set<String> = [
            "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
            "ui-monospace", "ui-rounded", "math", "emoji", "fangsong",
        ]
        return names.map { name in
            generic.contains(name) ? name : "\"" + name.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }.joined(separator: ", ")
    }

    static func typography(_ type: Typography) -> String {
        var declarations = [
            "font-family: " + fontFamily(type.fontFamily), "font-size: " + length(type.fontSize),
            "font-weight: " + number(type.fontWeight.value),
        ]
        if let spacing = type.letterSpacing { declarations.append("letter-spacing: " + length(spacing)) }
        if let lineHeight = type.lineHeight { declarations.append("line-height: " + number(lineHeight)) }
        return declarations.joined(separator: "; ")
    }

    /// At most `decimals` decimals, without trailing zeros; `-0` is `0`.
    static func number(_ value: Double, decimals: Int = 6) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        return formatNumber(rounded)
    }
}
