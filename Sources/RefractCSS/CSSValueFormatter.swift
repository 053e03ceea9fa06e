import RefractModel

/// Formats one token's value as CSS: one declaration, or several for typography (the `font` shorthand and
/// its parts). References stay `var(--…)` through `reference`, which answers only for emitted tokens of the
/// expected type.
struct CSSValueFormatter {
    var settings: CSSSettings
    /// `var(--name)` for a token emitted in the same permutation with the given type, else nil.
    var reference: (TokenPath, TokenType) -> String?

    /// A declaration of a token: `suffix` is empty for the token itself, or the part's words.
    struct Part {
        var suffix: [String]
        var value: CSSValue
    }

    func parts(of token: Token) -> [Part] {
        if !settings.resolveAliases, let target = token.aliasOf, let text = reference(target, token.type) {
            if case .typography = token.value {
                return [Part(suffix: [], value: CSSValue(text))] + typographyParts(token, whole: target)
            }
            return [Part(suffix: [], value: CSSValue(text))]
        }
        switch token.value {
        case .typography:
            let main = both { modern in typography(token, modern: modern) }
            return [Part(suffix: [], value: main)] + typographyParts(token, whole: nil)
        case .other:
            return []
        default:
            guard let value = value(of: token) else { return [] }
            return [Part(suffix: [], value: value)]
        }
    }

    private func value(of token: Token) -> CSSValue? {
        let refs = token.partReferences
        switch token.value {
        case .color(let color):
            let (text, fallback) = CSSColorFormat.format(color)
            guard let fallback else { return CSSValue(text) }
            return CSSValue(fallback: fallback, modern: text, feature: .modernColor)
        case .dimension(let dimension): return CSSValue(Self.dimension(dimension))
        case .fontFamily(let names): return CSSValue(CSSFontFamily.list(names))
        case .fontWeight(let weight): return CSSValue(CSSNumber.format(weight.value))
        case .duration(let duration): return CSSValue(Self.duration(duration))
        case .cubicBezier(let bezier): return CSSValue(Self.cubicBezier(bezier))
        case .number(let number): return CSSValue(CSSNumber.format(number))
        case .strokeStyle(let style): return CSSValue(Self.strokeStyle(style))
        case .border(let value): return both { border(value, refs, prefix: "", modern: $0) }
        case .transition(let transition): return CSSValue(self.transition(transition, refs))
        case .shadow(let layers, let isList):
            return both { modern in
                layers.enumerated().map { index, layer in
                    let prefix = isList ? "\(index)." : ""
                    if isList, let whole = refs["\(index)"], let text = reference(whole, .shadow) { return text }
                    return shadow(layer, refs, prefix: prefix, modern: modern)
                }.joined(separator: ", ")
            }
        case .gradient(let stops): return both { gradient(stops, refs, modern: $0) }
        case .typography, .other: return nil
        }
    }

    /// Runs `make` for old browsers and for CSS Color 4 ones, and keeps both when they differ.
    private func both(_ make: (Bool) -> String) -> CSSValue {
        CSSValue(fallback: make(false), modern: make(true), feature: .modernColor)
    }

    private func ref(_ refs: [String: TokenPath], _ part: String, _ type: TokenType) -> String? {
        refs[part].flatMap { reference($0, type) }
    }

    private func color(_ color: ColorValue, _ refs: [String: TokenPath], _ part: String, modern: Bool) -> String {
        if let text = ref(refs, part, .color) { return text }
        let (text, fallback) = CSSColorFormat.format(color)
        return modern ? text : fallback ?? text
    }

    private func border(_ border: Border, _ refs: [String: TokenPath], prefix: String, modern: Bool) -> String {
        let width = ref(refs, prefix + "width", .dimension) ?? Self.dimension(border.width)
        let style = ref(refs, prefix + "style", .strokeStyle) ?? Self.strokeStyle(border.style)
        return "\(width) \(style) \(color(border.color, refs, prefix + "color", modern: modern))"
    }

    private func transition(_ transition: Transition, _ refs: [String: TokenPath]) -> String {
        let duration = ref(refs, "duration", .duration) ?? Self.duration(transition.duration)
        let timing = ref(refs, "timingFunction", .cubicBezier) ?? Self.cubicBezier(transition.timingFunction)
        let delay = ref(refs, "delay", .duration) ?? Self.duration(transition.delay)
        return "\(duration) \(timing) \(delay)"
    }

    private func shadow(_ layer: ShadowLayer, _ refs: [String: TokenPath], prefix: String, modern: Bool) -> String {
        let lengths = [("offsetX", layer.offsetX), ("offsetY", layer.offsetY), ("blur", layer.blur),
                       ("spread", layer.spread)]
            .map { ref(refs, prefix + $0.0, .dimension) ?? Self.dimension($0.1) }
        let text = lengths.joined(separator: " ") + " " + color(layer.color, refs, prefix + "color", modern: modern)
        return layer.inset ? "inset " + text : text
    }

    private func gradient(_ stops: [GradientStop], _ refs: [String: TokenPath], modern: Bool) -> String {
        var arguments = settings.gradientDirection.isEmpty ? [] : [settings.gradientDirection]
        for (index, stop) in stops.enumerated() {
            arguments.append(
                color(stop.color, refs, "\(index).color", modern: modern) + " "
                    + CSSNumber.percentage(stop.clampedPosition))
        }
        // CSS needs two stops; DTCG allows one: a single colour is a flat gradient.
        if stops.count == 1, let only = stops.first {
            arguments.append(color(only.color, refs, "0.color", modern: modern) + " 100%")
        }
        return "linear-gradient(\(arguments.joined(separator: ", ")))"
    }

    /// `font: weight size[/line-height] family`, with parts kept as references where the source had them.
    private func typography(_ token: Token, modern _: Bool) -> String {
        guard case .typography(let typography) = token.value else { return "" }
        let refs = token.partReferences
        let weight = ref(refs, "fontWeight", .fontWeight) ?? CSSNumber.format(typography.fontWeight.value)
        let size = ref(refs, "fontSize", .dimension) ?? Self.dimension(typography.fontSize)
        let family = ref(refs, "fontFamily", .fontFamily) ?? CSSFontFamily.list(typography.fontFamily)
        let lineHeight = typography.lineHeight.map { "/" + (ref(refs, "lineHeight", .number) ?? CSSNumber.format($0)) }
        return "\(weight) \(size)\(lineHeight ?? "") \(family)"
    }

    /// The parts as their own properties, for what the `font` shorthand cannot carry (`letter-spacing`) and
    /// for styles that set one part. An alias of a whole typography token refers to the target's parts.
    private func typographyParts(_ token: Token, whole target: TokenPath?) -> [Part] {
        guard case .typography(let typography) = token.value else { return [] }
        let refs = token.partReferences
        func part(_ key: String, _ words: [String], _ type: TokenType, _ literal: String) -> Part {
            if let target, let text = reference(target, .typography) {
                // `var(--target)` → `var(--target-font-size)`.
                let name = text.dropFirst(4).dropLast()
                return Part(suffix: words, value: CSSValue("var(\(name)-\(words.joined(separator: "-")))"))
            }
            return Part(suffix: words, value: CSSValue(ref(refs, key, type) ?? literal))
        }
        var result = [
            part("fontFamily", ["font", "family"], .fontFamily, CSSFontFamily.list(typography.fontFamily)),
            part("fontSize", ["font", "size"], .dimension, Self.dimension(typography.fontSize)),
            part("fontWeight", ["font", "weight"], .fontWeight, CSSNumber.format(typography.fontWeight.value)),
        ]
        if let spacing = typography.letterSpacing {
            result.append(part("letterSpacing", ["letter", "spacing"], .dimension, Self.dimension(spacing)))
        }
        if let lineHeight = typography.lineHeight {
            result.append(part("lineHeight", ["line", "height"], .number, CSSNumber.format(lineHeight)))
        }
        return result
    }

    static func dimension(_ dimension: Dimension) -> String {
        CSSNumber.format(dimension.value) + dimension.unit.rawValue
    }

    static func duration(_ duration: Duration) -> String {
        CSSNumber.format(duration.value) + duration.unit.rawValue
    }

    static func cubicBezier(_ bezier: CubicBezier) -> String {
        "cubic-bezier(" + [bezier.x1, bezier.y1, bezier.x2, bezier.y2].map { CSSNumber.format($0) }
            .joined(separator: ", ") + ")"
    }

    /// CSS has no dash patterns for borders: a dash array reads as `dashed`.
    static func strokeStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword.rawValue
        case .dashes: "dashed"
        }
    }
}
