import RefractDiagnostics
import RefractModel
import RefractSyntax

/// Tokens Studio's colour modifiers (`$extensions["studio.tokens"].modify`): `lighten` and `darken` by an
/// amount in [0, 1], `mix` with another colour, `alpha`, each in the colour space the modifier names
/// (`srgb`, `hsl`, `lch`, `p3`). The amount and the mixed colour may be references or math.
extension AliasResolution {
    mutating func applyModify(_ modify: SyntaxNode, to value: TokenValue) -> TokenValue? {
        guard case .color(let base) = value else {
            diagnostics.append(.error(
                "tokens-studio.modify", "a colour modifier needs a colour, and this token is \(value.typeName)", at: modify.span.opening))
            return nil
        }
        var modify = modify
        // A modifier kept in a token of its own (`"modify": "{modifier}"`, which sd-transforms reads): its value.
        for _ in 0..<8 {
            guard let text = modify.stringValue, case .alias(let path) = ReferenceSyntax.parseCurly(text) else { break }
            guard let j = indexByPath[path], let value = raw[j].valueNode else {
                diagnostics.append(.error(
                    "tokens-studio.modify", "'modify' names '\(path)', which is no token", at: modify.span,
                    help: "name a token whose value is a modifier object, or write the object here"))
                return nil
            }
            modify = value
        }
        guard modify.entries != nil else {
            diagnostics.append(.error(
                "tokens-studio.modify", "'modify' must be an object with 'type', 'value' and 'space', not \(modify.kindName)",
                at: modify.span.opening, help: "write the modifier object here, or name a token that holds one"))
            return nil
        }
        let kind = modify["type"]?.stringValue
        let spaceName = modify["space"]?.stringValue ?? "srgb"
        guard let space = Self.modifierSpaces[spaceName] else {
            diagnostics.append(.error(
                "tokens-studio.modify", "'\(spaceName)' is not a colour space of Tokens Studio's modifiers (srgb, hsl, lch, p3)",
                at: modify["space"]?.span ?? modify.span.opening))
            return nil
        }
        guard let amountNode = modify["value"] else {
            diagnostics.append(.error("tokens-studio.modify", "the modifier has no 'value'", at: modify.span.opening))
            return nil
        }
        guard let amount = studioNumber(amountNode) else { return nil }
        let result: ColorValue
        switch kind {
        case "lighten": result = Self.lighten(base, by: amount, in: space)
        case "darken": result = Self.darken(base, by: amount, in: space)
        case "alpha":
            result = ColorValue(space: base.space, components: base.components, alpha: min(1, max(0, amount)), hex: base.hex)
        case "mix":
            guard let other = mixColour(modify) else { return nil }
            result = Self.mix(base, other, amount, in: space)
        default:
            diagnostics.append(.error(
                "tokens-studio.modify",
                "'\(kind ?? modify["type"]?.kindName ?? "nothing")' is not a colour modifier (lighten, darken, mix, alpha)",
                at: modify["type"]?.span ?? modify.span.opening))
            return nil
        }
        return .color(result)
    }

    private mutating func mixColour(_ modify: SyntaxNode) -> ColorValue? {
        guard let node = modify["color"] else {
            diagnostics.append(.error("tokens-studio.modify", "a 'mix' modifier needs the 'color' to mix with", at: modify.span.opening))
            return nil
        }
        if let text = node.stringValue, let colour = ColorValue(cssString: text) { return colour }
        guard case .color(let colour)? = decode(node, as: .standard(.color), part: "") else { return nil }
        return colour
    }

    static let modifierSpaces: [String: ColorSpace] = ["srgb": .srgb, "hsl": .hsl, "lch": .lch, "p3": .displayP3]

    /// The result goes back to the base colour's space, so an sRGB token stays sRGB with its hex.
    private static func finished(_ vector: [Double], alpha: Double, in space: ColorSpace, like base: ColorValue) -> ColorValue {
        let made = ColorValue(space: space, components: vector, alpha: alpha)
        var back = made.space == base.space ? made : made.converted(to: base.space)
        if back.space == .srgb {
            back.components = back.components.map { $0.map { min(1, max(0, $0)) } }
            back.hex = back.hexString()
        } else {
            back.hex = nil
        }
        return back
    }

    private static func components(_ colour: ColorValue, in space: ColorSpace) -> [Double] {
        (colour.space == space ? colour : colour.converted(to: space)).resolvedComponents
    }

    static func lighten(_ base: ColorValue, by amount: Double, in space: ColorSpace) -> ColorValue {
        var c = components(base, in: space)
        switch space {
        case .hsl: c[2] = min(100, c[2] + (100 - c[2]) * amount)
        case .lch:
            c[0] = min(100, c[0] + (100 - c[0]) * amount)
            c[1] = max(0, c[1] - c[1] * amount)
        default: c = c.map { $0 + (1 - $0) * amount }
        }
        return finished(c, alpha: base.alpha, in: space, like: base)
    }

    static func darken(_ base: ColorValue, by amount: Double, in space: ColorSpace) -> ColorValue {
        var c = components(base, in: space)
        switch space {
        case .hsl: c[2] = max(0, c[2] - c[2] * amount)
        case .lch: c[0] = max(0, c[0] - c[0] * amount)
        default: c = c.map { $0 * (1 - amount) }
        }
        return finished(c, alpha: base.alpha, in: space, like: base)
    }

    static func mix(_ base: ColorValue, _ other: ColorValue, _ amount: Double, in space: ColorSpace) -> ColorValue {
        let a = components(base, in: space), b = components(other, in: space)
        var mixed = zip(a, b).map { $0 + ($1 - $0) * amount }
        // Hues take the shorter way round.
        let hueIndex: Int? = space == .hsl ? 0 : space == .lch ? 2 : nil
        if let h = hueIndex {
            var delta = b[h] - a[h]
            if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
            mixed[h] = (a[h] + delta * amount).truncatingRemainder(dividingBy: 360)
            if mixed[h] < 0 { mixed[h] += 360 }
        }
        return finished(mixed, alpha: base.alpha + (other.alpha - base.alpha) * amount, in: space, like: base)
    }
}
