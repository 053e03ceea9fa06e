import RefractModel

/// Composite values part by part: a part written as a reference stays `var(--…)` where it may.
extension CSSValueFormatter {
    /// A colour inside a composite: `modern` picks its CSS Color 4 form over the sRGB fallback.
    func color(
        _ color: ColorValue, _ references: [String: TokenPath], _ part: String, _ permutation: Int, modern: Bool
    ) -> String {
        if let text = reference(references, part, .color, permutation) { return text }
        let (text, fallback) = CSSColorFormat.format(color)
        return modern ? text : fallback ?? text
    }

    func border(_ border: Border, _ references: [String: TokenPath], _ permutation: Int, modern: Bool) -> String {
        let width = reference(references, "width", .dimension, permutation) ?? CSSLiteral.dimension(border.width)
        let style = reference(references, "style", .strokeStyle, permutation) ?? CSSLiteral.strokeStyle(border.style)
        return width + " " + style + " " + color(border.color, references, "color", permutation, modern: modern)
    }

    func transition(_ transition: Transition, _ references: [String: TokenPath], _ permutation: Int) -> String {
        let duration = reference(references, "duration", .duration, permutation)
            ?? CSSLiteral.duration(transition.duration)
        let timing = reference(references, "timingFunction", .cubicBezier, permutation)
            ?? CSSLiteral.cubicBezier(transition.timingFunction)
        let delay = reference(references, "delay", .duration, permutation) ?? CSSLiteral.duration(transition.delay)
        return duration + " " + timing + " " + delay
    }

    func shadows(
        _ layers: [ShadowLayer], isList: Bool, _ references: [String: TokenPath], _ permutation: Int, modern: Bool
    ) -> String {
        var text = ""
        for (index, layer) in layers.enumerated() {
            if index > 0 { text += ", " }
            if isList, let whole = references["\(index)"], let reference = reference(whole, .shadow, permutation) {
                text += reference
            } else {
                text += shadow(layer, references, prefix: isList ? "\(index)." : "", permutation, modern: modern)
            }
        }
        return text
    }

    private func shadow(
        _ layer: ShadowLayer, _ references: [String: TokenPath], prefix: String, _ permutation: Int, modern: Bool
    ) -> String {
        var text = layer.inset ? "inset " : ""
        for (key, length) in [("offsetX", layer.offsetX), ("offsetY", layer.offsetY), ("blur", layer.blur),
                              ("spread", layer.spread)] {
            text += reference(references, prefix + key, .dimension, permutation) ?? CSSLiteral.dimension(length)
            text += " "
        }
        return text + color(layer.color, references, prefix + "color", permutation, modern: modern)
    }

    func gradient(
        _ stops: [GradientStop], _ references: [String: TokenPath], _ permutation: Int, modern: Bool
    ) -> String {
        var arguments = settings.gradientDirection.isEmpty ? [] : [settings.gradientDirection]
        for (index, stop) in stops.enumerated() {
            arguments.append(
                color(stop.color, references, "\(index).color", permutation, modern: modern) + " "
                    + CSSNumber.percentage(stop.clampedPosition))
        }
        // CSS needs two stops; DTCG allows one: a single colour is a flat gradient.
        if stops.count == 1, let only = stops.first {
            arguments.append(color(only.color, references, "0.color", permutation, modern: modern) + " 100%")
        }
        return "linear-gradient(" + arguments.joined(separator: ", ") + ")"
    }

    /// `font: weight size[/line-height] family`, with parts kept as references where the source had them.
    func typography(_ typography: Typography, _ references: [String: TokenPath], _ permutation: Int) -> String {
        let weight = reference(references, "fontWeight", .fontWeight, permutation)
            ?? CSSNumber.format(typography.fontWeight.value)
        let size = reference(references, "fontSize", .dimension, permutation)
            ?? CSSLiteral.dimension(typography.fontSize)
        let family = reference(references, "fontFamily", .fontFamily, permutation)
            ?? CSSFontFamily.list(typography.fontFamily)
        var text = weight + " " + size
        if let lineHeight = typography.lineHeight {
            text += "/" + (reference(references, "lineHeight", .number, permutation) ?? CSSNumber.format(lineHeight))
        }
        return text + " " + family
    }

    /// The parts as their own properties, for what the `font` shorthand cannot carry (`letter-spacing`) and
    /// for styles that set one part. An alias of a whole typography token refers to the target's parts.
    func typographyParts(
        _ typography: Typography, _ references: [String: TokenPath], whole target: TokenPath?, _ permutation: Int
    ) -> [Part] {
        let wholeReference = target.flatMap { reference($0, .typography, permutation) }
        func part(_ part: CSSPart, _ key: String, _ type: TokenType, _ literal: () -> String) -> Part {
            if let wholeReference {
                // `var(--target)` → `var(--target-font-size)`.
                return Part(part: part, value: CSSValue(wholeReference.dropLast() + "-" + part.suffix + ")"))
            }
            return Part(part: part, value: CSSValue(reference(references, key, type, permutation) ?? literal()))
        }
        var result = [
            part(.fontFamily, "fontFamily", .fontFamily) { CSSFontFamily.list(typography.fontFamily) },
            part(.fontSize, "fontSize", .dimension) { CSSLiteral.dimension(typography.fontSize) },
            part(.fontWeight, "fontWeight", .fontWeight) { CSSNumber.format(typography.fontWeight.value) },
        ]
        if let spacing = typography.letterSpacing {
            result.append(part(.letterSpacing, "letterSpacing", .dimension) { CSSLiteral.dimension(spacing) })
        }
        if let lineHeight = typography.lineHeight {
            result.append(part(.lineHeight, "lineHeight", .number) { CSSNumber.format(lineHeight) })
        }
        return result
    }
}
