import RefractModel
import RefractOutput

/// Formats one token's value as CSS: one declaration, or several for typography (the `font` shorthand and
/// its parts). References stay `var(--…)`, but only to emitted tokens of the expected type in the same
/// permutation.
/// One formatter serves every permutation of a build; it reads tokens in place and copies none.
struct CSSValueFormatter {
    let settings: CSSSettings
    /// The custom property of each of the model's paths, nil when it is not emitted.
    let names: [String?]
    /// Finds a reference's target by the model's own path index, without a second dictionary of 100k paths.
    let model: ThemedTokenSet
    /// `pathIndices[permutation][position]`: the index in `model.paths` of the token at that position.
    let pathIndices: [[Int32]]
    let rows: TokenRows
    /// `var(--name)` per path index, made on first use: most emitted tokens are referenced in every
    /// permutation, by several aliases.
    private var references: [String?]
    private var aliasTargets: CSSAliasTargets
    /// The sRGB bytes of colour tokens outside sRGB, when the Android backend worked them out for this model.
    let srgbBytes: SRGBColorBytes?

    init(
        settings: CSSSettings, names: [String?], model: ThemedTokenSet, pathIndices: [[Int32]], rows: TokenRows,
        srgbBytes: SRGBColorBytes? = nil
    ) {
        self.settings = settings
        self.srgbBytes = srgbBytes
        self.names = names
        self.model = model
        self.pathIndices = pathIndices
        self.rows = rows
        references = Array(repeating: nil, count: names.count)
        aliasTargets = CSSAliasTargets(pathCount: names.count, permutationCount: rows.positions.count)
    }

    /// The inverse of `rows.positions`, for `pathIndices`.
    static func pathIndices(_ rows: TokenRows) -> [[Int32]] {
        rows.positions.enumerated().map { permutation, row in
            var inverse = [Int32](repeating: -1, count: rows.tokens[permutation].count)
            for pathIndex in row.indices where row[pathIndex] >= 0 { inverse[Int(row[pathIndex])] = Int32(pathIndex) }
            return inverse
        }
    }

    /// A declaration of a token: `part` says which name it takes (the token's own, or a typography part's).
    struct Part: Hashable {
        var part: CSSPart
        var value: CSSValue
    }

    /// The declarations of `token` (at `model.paths[pathIndex]`, and at `position` of `permutation`'s token
    /// list) in `permutation`: the token's own value (nil when it has none), then typography's parts.
    mutating func declarations(
        of token: UnsafePointer<Token>, at pathIndex: Int, in permutation: Int, position: Int
    ) -> (value: CSSValue?, parts: [Part]) {
        if !settings.resolveAliases, let target = token.pointee.aliasOf,
            let text = aliasReference(target, from: pathIndex, CSSTokenType.of(token), permutation)
        {
            if case .typography(let typography) = token.pointee.value {
                return (CSSValue(text), typographyParts(typography, token.pointee.partReferences, whole: target, permutation))
            }
            return (CSSValue(text), [])
        }
        switch token.pointee.value {
        case .typography(let typography):
            let main = CSSValue(self.typography(typography, token.pointee.partReferences, permutation))
            return (main, typographyParts(typography, token.pointee.partReferences, whole: nil, permutation))
        case .other:
            return (nil, [])
        default:
            return (value(of: token, permutation, position: position), [])
        }
    }

    /// `var(--name)` for a token emitted in `permutation` with the given type, else nil.
    private func reference(_ target: TokenPath, _ type: TokenType, _ permutation: Int) -> String? {
        guard let index = emittedIndex(target, type, permutation), let name = names[index] else { return nil }
        return CSSText.joined("var(", name, ")")
    }

    /// `reference(target, type, permutation)` for the alias at `source`, with its text made once per target.
    private mutating func aliasReference(
        _ target: TokenPath, from source: Int, _ type: TokenType, _ permutation: Int
    ) -> String? {
        guard let index = emittedIndex(alias: target, from: source, type, permutation), let name = names[index]
        else { return nil }
        if let text = references[index] { return text }
        let text = CSSText.joined("var(", name, ")")
        references[index] = text
        return text
    }

    /// Whether the alias to `target` of the token at `model.paths[source]`, with the given type, becomes
    /// `var(--name)` in `permutation`.
    mutating func refers(to target: TokenPath, from source: Int, _ type: TokenType, _ permutation: Int) -> Bool {
        emittedIndex(alias: target, from: source, type, permutation) != nil
    }

    /// `emittedIndex(target, type, permutation)` for the alias of the token at `model.paths[source]`, whose
    /// target is looked up once for all permutations.
    private mutating func emittedIndex(
        alias target: TokenPath, from source: Int, _ type: TokenType, _ permutation: Int
    ) -> Int? {
        // The type asked about is always the aliasing token's own there: one answer per permutation serves.
        let known = aliasTargets.answer(for: target, aliasedFrom: source, in: permutation)
        if known != CSSAliasTargets.unknown { return known < 0 ? nil : Int(known) }
        var answer: Int?
        if let index = aliasTargets.pathIndex(
            of: target, aliasedFrom: source, in: permutation, model: model, pathIndices: pathIndices),
            names[index] != nil, let position = rows.position(permutation, index),
            rows.reading(permutation, position, { CSSTokenType.of($0) }) == type
        {
            answer = index
        }
        aliasTargets.keep(Int32(answer ?? -1), aliasedFrom: source, in: permutation)
        return answer
    }

    /// The path index of `target` when it is emitted in `permutation` with the given type.
    private func emittedIndex(_ target: TokenPath, _ type: TokenType, _ permutation: Int) -> Int? {
        guard let position = model.tokenIndex(at: target, permutation: permutation),
            position < pathIndices[permutation].count, case let index = Int(pathIndices[permutation][position]),
            index >= 0, names[index] != nil, rows.reading(permutation, position, { CSSTokenType.of($0) }) == type
        else { return nil }
        return index
    }

    private func ref(
        _ refs: [String: TokenPath], _ part: String, _ type: TokenType, _ permutation: Int
    ) -> String? {
        guard !refs.isEmpty, let target = refs[part] else { return nil }
        return reference(target, type, permutation)
    }

    private func value(of token: UnsafePointer<Token>, _ permutation: Int, position: Int) -> CSSValue? {
        // Only composite values have part references: reading them for every token cost a retain each.
        var refs: [String: TokenPath] { token.pointee.partReferences }
        switch token.pointee.value {
        case .color(let color):
            let known = color.space == .srgb ? nil : srgbBytes?.bytes(permutation: permutation, position: position)
            let (text, fallback) = CSSColorFormat.format(color, srgbBytes: known)
            guard let fallback else { return CSSValue(text) }
            return CSSValue(fallback: fallback, modern: text, feature: .modernColor)
        case .dimension(let dimension): return CSSValue(Self.dimension(dimension))
        case .fontFamily(let names): return CSSValue(CSSFontFamily.list(names))
        case .fontWeight(let weight): return CSSValue(CSSNumber.format(weight.value))
        case .duration(let duration): return CSSValue(Self.duration(duration))
        case .cubicBezier(let bezier): return CSSValue(Self.cubicBezier(bezier))
        case .number(let number): return CSSValue(CSSNumber.format(number))
        case .strokeStyle(let style): return CSSValue(Self.strokeStyle(style))
        case .border(let value):
            return CSSValue(
                fallback: border(value, refs, permutation, modern: false),
                modern: border(value, refs, permutation, modern: true), feature: .modernColor)
        case .transition(let transition): return CSSValue(self.transition(transition, refs, permutation))
        case .shadow(let layers, let isList):
            return CSSValue(
                fallback: shadows(layers, isList: isList, refs, permutation, modern: false),
                modern: shadows(layers, isList: isList, refs, permutation, modern: true), feature: .modernColor)
        case .gradient(let stops):
            return CSSValue(
                fallback: gradient(stops, refs, permutation, modern: false),
                modern: gradient(stops, refs, permutation, modern: true), feature: .modernColor)
        case .typography, .other: return nil
        }
    }

    private func color(
        _ color: ColorValue, _ refs: [String: TokenPath], _ part: String, _ permutation: Int, modern: Bool
    ) -> String {
        if let text = ref(refs, part, .color, permutation) { return text }
        let (text, fallback) = CSSColorFormat.format(color)
        return modern ? text : fallback ?? text
    }

    private func border(
        _ border: Border, _ refs: [String: TokenPath], _ permutation: Int, modern: Bool
    ) -> String {
        let width = ref(refs, "width", .dimension, permutation) ?? Self.dimension(border.width)
        let style = ref(refs, "style", .strokeStyle, permutation) ?? Self.strokeStyle(border.style)
        return width + " " + style + " " + color(border.color, refs, "color", permutation, modern: modern)
    }

    private func transition(
        _ transition: Transition, _ refs: [String: TokenPath], _ permutation: Int
    ) -> String {
        let duration = ref(refs, "duration", .duration, permutation) ?? Self.duration(transition.duration)
        let timing = ref(refs, "timingFunction", .cubicBezier, permutation)
            ?? Self.cubicBezier(transition.timingFunction)
        let delay = ref(refs, "delay", .duration, permutation) ?? Self.duration(transition.delay)
        return duration + " " + timing + " " + delay
    }

    private func shadows(
        _ layers: [ShadowLayer], isList: Bool, _ refs: [String: TokenPath], _ permutation: Int, modern: Bool
    ) -> String {
        var text = ""
        for (index, layer) in layers.enumerated() {
            if index > 0 { text += ", " }
            let prefix = isList ? "\(index)." : ""
            if isList, let whole = refs["\(index)"], let reference = reference(whole, .shadow, permutation) {
                text += reference
            } else {
                text += shadow(layer, refs, prefix: prefix, permutation, modern: modern)
            }
        }
        return text
    }

    private func shadow(
        _ layer: ShadowLayer, _ refs: [String: TokenPath], prefix: String, _ permutation: Int, modern: Bool
    ) -> String {
        var text = layer.inset ? "inset " : ""
        for (key, length) in [("offsetX", layer.offsetX), ("offsetY", layer.offsetY), ("blur", layer.blur),
                              ("spread", layer.spread)] {
            text += ref(refs, prefix + key, .dimension, permutation) ?? Self.dimension(length)
            text += " "
        }
        return text + color(layer.color, refs, prefix + "color", permutation, modern: modern)
    }

    private func gradient(
        _ stops: [GradientStop], _ refs: [String: TokenPath], _ permutation: Int, modern: Bool
    ) -> String {
        var arguments = settings.gradientDirection.isEmpty ? [] : [settings.gradientDirection]
        for (index, stop) in stops.enumerated() {
            arguments.append(
                color(stop.color, refs, "\(index).color", permutation, modern: modern) + " "
                    + CSSNumber.percentage(stop.clampedPosition))
        }
        // CSS needs two stops; DTCG allows one: a single colour is a flat gradient.
        if stops.count == 1, let only = stops.first {
            arguments.append(color(only.color, refs, "0.color", permutation, modern: modern) + " 100%")
        }
        return "linear-gradient(" + arguments.joined(separator: ", ") + ")"
    }

    /// `font: weight size[/line-height] family`, with parts kept as references where the source had them.
    private func typography(
        _ typography: Typography, _ refs: [String: TokenPath], _ permutation: Int
    ) -> String {
        let weight = ref(refs, "fontWeight", .fontWeight, permutation)
            ?? CSSNumber.format(typography.fontWeight.value)
        let size = ref(refs, "fontSize", .dimension, permutation) ?? Self.dimension(typography.fontSize)
        let family = ref(refs, "fontFamily", .fontFamily, permutation) ?? CSSFontFamily.list(typography.fontFamily)
        var text = weight + " " + size
        if let lineHeight = typography.lineHeight {
            text += "/" + (ref(refs, "lineHeight", .number, permutation) ?? CSSNumber.format(lineHeight))
        }
        return text + " " + family
    }

    /// The parts as their own properties, for what the `font` shorthand cannot carry (`letter-spacing`) and
    /// for styles that set one part. An alias of a whole typography token refers to the target's parts.
    private func typographyParts(
        _ typography: Typography, _ refs: [String: TokenPath], whole target: TokenPath?, _ permutation: Int
    ) -> [Part] {
        let wholeReference = target.flatMap { reference($0, .typography, permutation) }
        func part(_ part: CSSPart, _ key: String, _ type: TokenType, _ literal: () -> String) -> Part {
            if let wholeReference {
                // `var(--target)` → `var(--target-font-size)`.
                return Part(part: part, value: CSSValue(wholeReference.dropLast() + "-" + part.suffix + ")"))
            }
            return Part(part: part, value: CSSValue(ref(refs, key, type, permutation) ?? literal()))
        }
        var result = [
            part(.fontFamily, "fontFamily", .fontFamily) { CSSFontFamily.list(typography.fontFamily) },
            part(.fontSize, "fontSize", .dimension) { Self.dimension(typography.fontSize) },
            part(.fontWeight, "fontWeight", .fontWeight) { CSSNumber.format(typography.fontWeight.value) },
        ]
        if let spacing = typography.letterSpacing {
            result.append(part(.letterSpacing, "letterSpacing", .dimension) { Self.dimension(spacing) })
        }
        if let lineHeight = typography.lineHeight {
            result.append(part(.lineHeight, "lineHeight", .number) { CSSNumber.format(lineHeight) })
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
        "cubic-bezier(" + CSSNumber.format(bezier.x1) + ", " + CSSNumber.format(bezier.y1) + ", "
            + CSSNumber.format(bezier.x2) + ", " + CSSNumber.format(bezier.y2) + ")"
    }

    /// CSS has no dash patterns for borders: a dash array reads as `dashed`.
    static func strokeStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword.rawValue
        case .dashes: "dashed"
        }
    }
}
