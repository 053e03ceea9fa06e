import RefractModel

/// One token's value as a cell of the page: the CSS that draws it and the text beside it.
enum PreviewCellBuilder {
    /// Spacing and sizes are drawn 1:1 up to this width; longer ones are clipped with a mark.
    static let longestBar = 240.0

    static func fill(_ cell: inout PreviewCell, with token: Token, kind: PreviewSectionKind) {
        cell.isAlias = !cell.aliasChain.isEmpty
        switch token.value {
        case .color(let color): cell.color = Self.color(color)
        case .gradient(let stops):
            cell.gradient = PreviewCSSValue(
                css: PreviewCSS.gradient(stops),
                text: stops.map { $0.color.hexString(includeAlpha: $0.color.alpha < 1) + " " + PreviewCSS.number($0.position * 100, decimals: 1) + "%" }
                    .joined(separator: " → "))
        case .shadow(let layers, _):
            cell.shadow = PreviewCSSValue(css: PreviewCSS.shadow(layers), text: shadowText(layers))
        case .typography(let type):
            cell.typography = PreviewTypography(
                style: PreviewCSS.typography(type), metrics: typographyMetrics(type), family: type.fontFamily.joined(separator: ", "))
        case .fontFamily(let names):
            cell.fontFamily = PreviewCSSValue(css: PreviewCSS.fontFamily(names), text: names.joined(separator: ", "))
        case .fontWeight(let weight):
            let number = PreviewCSS.number(weight.value)
            cell.fontWeight = PreviewCSSValue(css: number, text: weight.keyword.map { "\($0) (\(number))" } ?? number)
        case .dimension(let dimension):
            let drawn = min(max(dimension.points, 0), longestBar)
            let length = PreviewLength(
                css: PreviewCSS.number(drawn) + "px", text: PreviewCSS.lengthText(dimension),
                isClipped: dimension.points > longestBar)
            if kind == .radii { cell.radius = length } else { cell.length = length }
        case .border(let border):
            cell.border = PreviewCSSValue(
                css: PreviewCSS.border(border),
                text: PreviewCSS.lengthText(border.width) + " " + PreviewCSS.strokeStyle(border.style) + " "
                    + border.color.hexString(includeAlpha: border.color.alpha < 1))
        case .strokeStyle(let style):
            cell.border = PreviewCSSValue(css: "2px \(PreviewCSS.strokeStyle(style)) currentColor", text: strokeText(style))
        case .duration(let duration): cell.duration = Self.duration(duration)
        case .cubicBezier(let curve): cell.easing = easing(curve)
        case .transition(let transition):
            cell.transition = PreviewTransition(
                duration: duration(transition.duration), delay: PreviewCSS.durationText(transition.delay),
                easing: easing(transition.timingFunction))
        case .number(let number): cell.text = PreviewCSS.number(number, decimals: 6)
        case .other(_, let value): cell.text = jsonText(value)
        }
    }

    static func color(_ color: ColorValue) -> PreviewColor {
        PreviewColor(
            css: PreviewCSS.color(color), hex: color.hexString(includeAlpha: color.alpha < 1),
            value: PreviewCSS.colorValueText(color), isTranslucent: color.alpha < 1,
            isWideGamut: !color.isInGamut(.srgb))
    }

    static func duration(_ duration: Duration) -> PreviewDuration {
        let width = min(max(duration.milliseconds, 0) / 5, 200)
        return PreviewDuration(
            css: PreviewCSS.milliseconds(duration), text: PreviewCSS.durationText(duration),
            barWidth: PreviewCSS.number(max(width, 2), decimals: 1) + "px")
    }

    static func easing(_ curve: CubicBezier) -> PreviewEasing {
        func point(_ x: Double, _ y: Double) -> String {
            PreviewCSS.number(x * 100, decimals: 2) + "," + PreviewCSS.number(100 - y * 100, decimals: 2)
        }
        let start = point(0, 0), end = point(1, 1)
        let first = point(curve.x1, curve.y1), second = point(curve.x2, curve.y2)
        return PreviewEasing(
            css: PreviewCSS.cubicBezier(curve),
            text: [curve.x1, curve.y1, curve.x2, curve.y2].map { PreviewCSS.number($0, decimals: 3) }.joined(separator: ", "),
            path: "M\(start) C\(first) \(second) \(end)", handles: "M\(start) L\(first) M\(end) L\(second)")
    }

    static func shadowText(_ layers: [ShadowLayer]) -> String {
        layers.map { layer in
            (layer.inset ? "inset " : "")
                + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map { PreviewCSS.number($0.points, decimals: 2) }
                    .joined(separator: " ") + " " + layer.color.hexString(includeAlpha: layer.color.alpha < 1)
        }.joined(separator: ", ")
    }

    static func typographyMetrics(_ type: Typography) -> String {
        var parts = [PreviewCSS.lengthText(type.fontSize) + (type.lineHeight.map { " / " + PreviewCSS.number($0, decimals: 3) } ?? "")]
        parts.append(type.fontWeight.keyword.map { "\($0) \(PreviewCSS.number(type.fontWeight.value))" } ?? PreviewCSS.number(type.fontWeight.value))
        if let spacing = type.letterSpacing, spacing.value != 0 { parts.append("tracking " + PreviewCSS.lengthText(spacing)) }
        return parts.joined(separator: " · ")
    }

    static func strokeText(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword.rawValue
        case .dashes(let dashes, let cap):
            "dashes " + dashes.map { PreviewCSS.lengthText($0) }.joined(separator: " ") + ", \(cap.rawValue) caps"
        }
    }

    static func jsonText(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .number(let number): PreviewCSS.number(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array(let items): "[" + items.map(jsonText).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { $0.key + ": " + jsonText($0.value) }.joined(separator: ", ") + "}"
        }
    }
}
