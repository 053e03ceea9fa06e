import RefractModel

/// A token's value as a hover shows it: short, in DTCG units.
enum ValueText {
    static func text(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): return text(color)
        case .dimension(let dimension): return number(dimension.value) + dimension.unit.rawValue
        case .fontFamily(let families): return families.joined(separator: ", ")
        case .fontWeight(let weight): return weight.keyword ?? number(weight.value)
        case .duration(let duration): return number(duration.value) + duration.unit.rawValue
        case .cubicBezier(let curve): return "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(number).joined(separator: ", ")))"
        case .number(let value): return number(value)
        case .border(let border):
            return "\(number(border.width.value))\(border.width.unit.rawValue) \(text(border.color))"
        case .shadow(let layers, _):
            return layers.map { "\(number($0.offsetX.value))\($0.offsetX.unit.rawValue) \(number($0.offsetY.value))\($0.offsetY.unit.rawValue) \(number($0.blur.value))\($0.blur.unit.rawValue) \(text($0.color))" }
                .joined(separator: ", ")
        case .gradient(let stops): return stops.map { "\(text($0.color)) \(number($0.position * 100))%" }.joined(separator: ", ")
        default: return value.type.rawValue
        }
    }

    /// The colour a swatch shows: the value's own, or the first colour of a composite.
    static func swatchColor(_ value: TokenValue) -> ColorValue? {
        switch value {
        case .color(let color): color
        case .border(let border): border.color
        case .shadow(let layers, _): layers.first?.color
        case .gradient(let stops): stops.first?.color
        default: nil
        }
    }

    static func text(_ color: ColorValue) -> String {
        if color.space == .srgb { return color.hexString(includeAlpha: color.alpha < 1) }
        let components = color.components.map { $0.map(number) ?? "none" }.joined(separator: " ")
        let alpha = color.alpha < 1 ? " / \(number(color.alpha))" : ""
        return "\(color.space.rawValue)(\(components)\(alpha))"
    }

    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format4: value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

extension String {
    /// At most four decimals, without Foundation's formatter.
    fileprivate init(format4 value: Double) {
        let scaled = (value * 10_000).rounded() / 10_000
        self = String(scaled)
    }
}
