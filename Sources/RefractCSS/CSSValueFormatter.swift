import RefractModel

/// Formats one token's value as CSS: one declaration, or several for typography (the `font` shorthand and
/// its parts). References stay `var(--…)`, but only to emitted tokens of the expected type in the same
/// permutation; otherwise the resolved value is written.
struct CSSValueFormatter {
    let settings: CSSSettings
    let model: ThemedTokenSet
    /// The custom property of every emitted token, by permutation and position (`CSSNameAssignment`).
    let namesByPosition: [[String?]]

    /// A declaration of a token: `part` says which name it takes (the token's own, or a typography part's).
    struct Part: Hashable {
        var part: CSSPart
        var value: CSSValue
    }

    /// The declarations of `token` in `permutation`: the token's own value (nil when it has none), then
    /// typography's parts.
    func declarations(of token: Token, in permutation: Int) -> (value: CSSValue?, parts: [Part]) {
        if !settings.resolveAliases, let target = token.aliasOf,
            let text = reference(target, token.type, permutation)
        {
            if case .typography(let typography) = token.value {
                return (CSSValue(text), typographyParts(typography, token.partReferences, whole: target, permutation))
            }
            return (CSSValue(text), [])
        }
        switch token.value {
        case .typography(let typography):
            let main = CSSValue(self.typography(typography, token.partReferences, permutation))
            return (main, typographyParts(typography, token.partReferences, whole: nil, permutation))
        case .other:
            return (token.value.stringText.map { CSSValue(CSSText.string($0)) }, [])
        default:
            return (value(of: token, permutation), [])
        }
    }

    /// `var(--name)` for a token emitted in `permutation` with the given type, else nil.
    func reference(_ target: TokenPath, _ type: TokenType, _ permutation: Int) -> String? {
        guard let position = model.tokenIndex(at: target, permutation: permutation),
            let name = namesByPosition[permutation][position],
            model.tokenSets[permutation].tokens[position].type == type
        else { return nil }
        return "var(" + name + ")"
    }

    /// The reference a composite's part was written as (`color`, `1.color`, `fontSize`), when it stays one.
    func reference(
        _ references: [String: TokenPath], _ part: String, _ type: TokenType, _ permutation: Int
    ) -> String? {
        guard let target = references[part] else { return nil }
        return reference(target, type, permutation)
    }

    private func value(of token: Token, _ permutation: Int) -> CSSValue? {
        let references = token.partReferences
        switch token.value {
        case .color(let color):
            let (text, fallback) = CSSColorFormat.format(color)
            guard let fallback else { return CSSValue(text) }
            return CSSValue(fallback: fallback, modern: text, feature: .modernColor)
        case .dimension(let dimension): return CSSValue(CSSLiteral.dimension(dimension))
        case .fontFamily(let names): return CSSValue(CSSFontFamily.list(names))
        case .fontWeight(let weight): return CSSValue(CSSNumber.format(weight.value))
        case .duration(let duration): return CSSValue(CSSLiteral.duration(duration))
        case .cubicBezier(let bezier): return CSSValue(CSSLiteral.cubicBezier(bezier))
        case .number(let number): return CSSValue(CSSNumber.format(number))
        case .strokeStyle(let style): return CSSValue(CSSLiteral.strokeStyle(style))
        case .border(let value):
            return CSSValue(
                fallback: border(value, references, permutation, modern: false),
                modern: border(value, references, permutation, modern: true), feature: .modernColor)
        case .transition(let transition): return CSSValue(self.transition(transition, references, permutation))
        case .shadow(let layers, let isList):
            return CSSValue(
                fallback: shadows(layers, isList: isList, references, permutation, modern: false),
                modern: shadows(layers, isList: isList, references, permutation, modern: true), feature: .modernColor)
        case .gradient(let stops):
            return CSSValue(
                fallback: gradient(stops, references, permutation, modern: false),
                modern: gradient(stops, references, permutation, modern: true), feature: .modernColor)
        case .typography, .other: return nil
        }
    }
}
