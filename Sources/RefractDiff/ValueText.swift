import RefractModel

/// A token's value as a reviewer reads it: short, in the DTCG units, and the same text for the same value
/// whatever file or alias it came from, so equal values compare equal as text too.
package enum ValueText {
    package static func text(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): return text(color)
        case .dimension(let dimension): return text(dimension)
        case .fontFamily(let families): return families.map(quotedFamily).joined(separator: ", ")
        case .fontWeight(let weight): return weight.keyword ?? number(weight.value)
        case .duration(let duration): return number(duration.value) + duration.unit.rawValue
        case .cubicBezier(let curve): return text(curve)
        case .number(let value): return number(value)
        case .strokeStyle(let style): return text(style)
        case .border(let border): return "\(text(border.width)) \(text(border.style)) \(text(border.color))"
        case .transition(let transition):
            return "\(number(transition.duration.value))\(transition.duration.unit.rawValue) "
                + "\(text(transition.timingFunction)) \(number(transition.delay.value))\(transition.delay.unit.rawValue)"
        case .shadow(let layers, _): return layers.map(text).joined(separator: ", ")
        case .gradient(let stops):
            return stops.map { "\(text($0.color)) \(number($0.position * 100))%" }.joined(separator: ", ")
        case .typography(let typography): return text(typography)
        case .other(_, let json): return text(json)
        }
    }

    /// The colour a swatch shows: the value's own, or the first colour of a composite.
    package static func swatch(_ value: TokenValue) -> String? {
        switch value {
        case .color(let color): return hex(color)
        case .border(let border): return hex(border.color)
        case .shadow(let layers, _): return layers.first.map { hex($0.color) }
        case .gradient(let stops): return stops.first.map { hex($0.color) }
        default: return nil
        }
    }

    static func hex(_ color: ColorValue) -> String {
        color.hexString(includeAlpha: color.alpha < 1)
    }

    /// sRGB colours as hex, others in CSS `color()` form with their hex after: the hex alone would hide
    /// a change made outside sRGB.
    static func text(_ color: ColorValue) -> String {
        if color.space == .srgb { return hex(color) }
        let components = color.components.map { $0.map(number) ?? "none" }.joined(separator: " ")
        let alpha = color.alpha < 1 ? " / \(number(color.alpha))" : ""
        return "\(color.space.rawValue)(\(components)\(alpha))"
    }

    static func text(_ dimension: Dimension) -> String { number(dimension.value) + dimension.unit.rawValue }

    static func text(_ curve: CubicBezier) -> String {
        "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(number).joined(separator: ", ")))"
    }

    static func text(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): return keyword.rawValue
        case .dashes(let dashes, let cap): return "dashes \(dashes.map(text).joined(separator: " ")) \(cap.rawValue)"
        }
    }

    static func text(_ layer: ShadowLayer) -> String {
        let parts = [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(text).joined(separator: " ")
        return (layer.inset ? "inset " : "") + parts + " " + text(layer.color)
    }

    static func text(_ typography: Typography) -> String {
        var parts = [
            typography.fontWeight.keyword ?? number(typography.fontWeight.value), text(typography.fontSize),
        ]
        if let lineHeight = typography.lineHeight { parts[1] += "/" + number(lineHeight) }
        if let spacing = typography.letterSpacing { parts.append("letter-spacing " + text(spacing)) }
        parts.append(typography.fontFamily.map(quotedFamily).joined(separator: ", "))
        return parts.joined(separator: " ")
    }

    static func text(_ json: JSONValue) -> String {
        switch json {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return number(value)
        case .string(let value): return "\"\(value)\""
        case .array(let items): return "[" + items.map(text).joined(separator: ", ") + "]"
        case .object(let members): return "{" + members.map { "\"\($0.key)\": \(text($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    static func quotedFamily(_ family: String) -> String {
        family.contains(" ") ? "\"\(family)\"" : family
    }

    /// At most four decimals, no trailing zeros: `16`, `0.5`, `1.3333`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = "\(rounded)"
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
