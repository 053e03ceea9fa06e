extension ColorValue {
    /// Parses a legacy CSS colour string, as Style Dictionary files and older DTCG drafts write colours;
    /// `nil` when the text is not one of these forms (surrounding whitespace and letter case are ignored):
    ///
    /// - hex: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (see `init(hex:)`);
    /// - `rgb()`/`rgba()` in the comma syntax (all numbers 0–255 or all percentages, optional alpha) or the
    ///   space syntax with an optional `/ alpha`, where each component may also be a percentage or `none`;
    /// - `hsl()`/`hsla()` likewise, the hue a number or an angle (`deg`, `rad`, `grad`, `turn`), saturation
    ///   and lightness percentages (plain numbers too in the space syntax). The result stays in `hsl`;
    /// - `transparent` and the 148 CSS named colours (sRGB, with the hex fallback set).
    ///
    /// Alpha is a number in [0, 1] or a percentage. As CSS does at parse time, RGB values are clamped to
    /// [0, 255], saturation and lightness to [0, 100] and alpha to [0, 1]; hues are brought into [0, 360).
    /// `CSSColorString.parse` also says which values it clamped.
    public init?(cssString text: String) {
        guard let parsed = CSSColorString.parse(text) else { return nil }
        self = parsed.color
    }
}

/// A value of a CSS colour string outside its range, which CSS clamps as it parses: `300` in
/// `rgb(300, 0, 0)`. The colour shown is then not the one written, so the reader reports it.
package struct CSSClampedValue: Sendable, Hashable {
    /// `red`, `green`, `blue`, `saturation`, `lightness` or `alpha`.
    package var name: String
    /// The value as written (a number or a percentage, e.g. `300`, `120%`).
    package var written: String
    /// The range it must lie in, e.g. `0–255`.
    package var range: String
    /// What CSS keeps, e.g. `255`.
    package var kept: String
}

/// A CSS colour string parsed, with the values CSS clamped in it (see `ColorValue.init?(cssString:)`).
package struct CSSColorString: Sendable, Hashable {
    package var color: ColorValue
    package var clamped: [CSSClampedValue]

    package static func parse(_ text: String) -> CSSColorString? {
        let bytes = ArraySlice(text.utf8.map(CSSBytes.lowercased))
        guard let start = bytes.firstIndex(where: { !CSSBytes.isWhitespace($0) }),
              let last = bytes.lastIndex(where: { !CSSBytes.isWhitespace($0) })
        else { return nil }
        let trimmed = bytes[start...last]
        if trimmed.first == UInt8(ascii: "#") {
            return ColorValue(hex: String(decoding: trimmed, as: UTF8.self)).map { CSSColorString(color: $0, clamped: []) }
        }
        guard let open = trimmed.firstIndex(of: UInt8(ascii: "(")) else {
            return CSSNamedColors.color(named: String(decoding: trimmed, as: UTF8.self))
                .map { CSSColorString(color: $0, clamped: []) }
        }
        guard trimmed.last == UInt8(ascii: ")"),
              let tokens = CSSColorToken.tokenize(trimmed[(open + 1)..<last])
        else { return nil }
        var clamped: [CSSClampedValue] = []
        let color: ColorValue?
        switch String(decoding: trimmed[start..<open], as: UTF8.self) {
        case "rgb", "rgba": color = CSSColorFunction.rgb(tokens, clamped: &clamped)
        case "hsl", "hsla": color = CSSColorFunction.hsl(tokens, clamped: &clamped)
        default: return nil
        }
        return color.map { CSSColorString(color: $0, clamped: clamped) }
    }
}

/// The arguments of `rgb()` and `hsl()`, in either syntax.
enum CSSColorFunction {
    static func rgb(_ tokens: [CSSColorToken], clamped: inout [CSSClampedValue]) -> ColorValue? {
        guard let arguments = Arguments(tokens) else { return nil }
        let channels = arguments.channels
        if arguments.isLegacy {
            let allNumbers = channels.allSatisfy { if case .number = $0 { return true } else { return false } }
            let allPercentages = channels.allSatisfy {
                if case .percentage = $0 { return true } else { return false }
            }
            guard allNumbers || allPercentages else { return nil }
        }
        var components: [Double?] = []
        for (channel, name) in zip(channels, ["red", "green", "blue"]) {
            switch channel {
            case .number(let value): components.append(clamp(value, 0, 255, name, &clamped) / 255)
            case .percentage(let value): components.append(clamp(value, 0, 100, name, &clamped, unit: "%") / 100)
            case .identifier("none") where !arguments.isLegacy: components.append(nil)
            default: return nil
            }
        }
        guard let alpha = alpha(arguments, &clamped) else { return nil }
        return ColorValue(space: .srgb, components: components, alpha: alpha)
    }

    static func hsl(_ tokens: [CSSColorToken], clamped: inout [CSSClampedValue]) -> ColorValue? {
        guard let arguments = Arguments(tokens) else { return nil }
        let channels = arguments.channels
        var components: [Double?] = []
        switch channels[0] {
        case .number(let degrees): components.append(normalizedHue(degrees))
        case .dimension(let value, let unit):
            guard let degrees = degrees(value, unit: unit) else { return nil }
            components.append(normalizedHue(degrees))
        case .identifier("none") where !arguments.isLegacy: components.append(nil)
        default: return nil
        }
        for (channel, name) in zip(channels.dropFirst(), ["saturation", "lightness"]) {
            switch channel {
            case .percentage(let value): components.append(clamp(value, 0, 100, name, &clamped, unit: "%"))
            case .number(let value) where !arguments.isLegacy: components.append(clamp(value, 0, 100, name, &clamped))
            case .identifier("none") where !arguments.isLegacy: components.append(nil)
            default: return nil
            }
        }
        guard let alpha = alpha(arguments, &clamped) else { return nil }
        return ColorValue(space: .hsl, components: components, alpha: alpha)
    }

    private static func alpha(_ arguments: Arguments, _ clamped: inout [CSSClampedValue]) -> Double? {
        switch arguments.alpha {
        case nil: return 1
        case .number(let value)?: return clamp(value, 0, 1, "alpha", &clamped)
        case .percentage(let value)?: return clamp(value, 0, 100, "alpha", &clamped, unit: "%") / 100
        // A missing alpha converts as 0, as CSS reads `none`.
        case .identifier("none")? where !arguments.isLegacy: return 0
        default: return nil
        }
    }

    private static func degrees(_ value: Double, unit: String) -> Double? {
        switch unit {
        case "deg": return value
        case "rad": return value * 180 / .pi
        case "grad": return value * 0.9
        case "turn": return value * 360
        default: return nil
        }
    }

    /// The value brought into `lower...upper`, as CSS does; a value that moves is recorded in `clamped`.
    private static func clamp(
        _ value: Double, _ lower: Double, _ upper: Double, _ name: String, _ clamped: inout [CSSClampedValue],
        unit: String = ""
    ) -> Double {
        let kept = min(max(value, lower), upper)
        if kept != value {
            clamped.append(CSSClampedValue(
                name: name, written: formatNumber(value) + unit,
                range: formatNumber(lower) + unit + "–" + formatNumber(upper) + unit, kept: formatNumber(kept) + unit))
        }
        return kept
    }

    /// Three channels and an optional alpha, separated by commas (legacy) or by spaces and a slash (modern).
    private struct Arguments {
        var channels: [CSSColorToken]
        var alpha: CSSColorToken?
        var isLegacy: Bool

        init?(_ tokens: [CSSColorToken]) {
            isLegacy = tokens.contains(.comma)
            var values: [CSSColorToken]
            if isLegacy {
                // value (, value)* — commas exactly between values.
                guard tokens.count % 2 == 1 else { return nil }
                values = []
                for (offset, token) in tokens.enumerated() {
                    if offset % 2 == 1 {
                        guard token == .comma else { return nil }
                    } else {
                        guard token != .comma, token != .slash else { return nil }
                        values.append(token)
                    }
                }
                guard values.count == 3 || values.count == 4 else { return nil }
            } else {
                values = tokens
                if let slash = tokens.firstIndex(of: .slash) {
                    guard slash == 3, tokens.count == 5, tokens[4] != .slash else { return nil }
                    values.remove(at: slash)
                } else {
                    guard tokens.count == 3 else { return nil }
                }
            }
            channels = Array(values.prefix(3))
            alpha = values.count == 4 ? values[3] : nil
        }
    }
}
