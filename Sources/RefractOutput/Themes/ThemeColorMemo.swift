import RefractModel

/// Colours already converted to `ThemeRGBColor`, by their token value. Converting a colour outside sRGB
/// takes gamut checks and often gamut mapping; the layout converts every theme colour, and the JSON bundle
/// prints the same colours again among the resolved tokens, so it looks them up here.
public struct ThemeColorMemo: Sendable {
    private var known: [Key: ThemeRGBColor] = [:]
    /// `positions[permutation][position]`: where in `conversions` the costly conversion of the colour token at
    /// that position of the permutation's token list is, or -1. A bundle prints the tokens of a permutation in
    /// that order, so it finds each conversion the layout made without hashing the colour again.
    private var positions: [[Int32]] = []
    /// With the colour each was converted from: a model other than the layout's finds no match, only slower.
    private var conversions: [(key: Key, color: ThemeRGBColor)] = []

    /// What the conversion depends on: the space, the components with `none` read as 0, and alpha. Hashing
    /// these bit patterns is a fraction of hashing the `ColorValue` (its optional components and hex).
    private struct Key: Hashable {
        var space: ColorSpace
        var components: SIMD4<UInt64>

        init(_ color: ColorValue) {
            space = color.space
            let count = color.components.count
            func bits(_ index: Int) -> UInt64 { (index < count ? color.components[index] ?? 0 : 0).bitPattern }
            components = SIMD4(bits(0), bits(1), bits(2), color.alpha.bitPattern)
        }
    }

    public init() {}

    /// For the token lists of a model, of `tokenCounts[permutation]` tokens each.
    init(tokenCounts: [Int]) {
        positions = tokenCounts.map { [Int32](repeating: -1, count: $0) }
    }

    /// The conversion, from the memo when it holds the colour.
    public func color(_ color: ColorValue) -> ThemeRGBColor {
        switch color.space {
        // Never remembered (cheap to convert): no lookup.
        case .srgb, .srgbLinear, .displayP3: return ThemeRGBColor(color)
        default: return known[Key(color)] ?? ThemeRGBColor(color)
        }
    }

    /// The conversion of the colour token at `position` of permutation `permutation`'s token list: the one
    /// the layout remembered there, else as `color(_:)` gives it.
    public func color(_ color: ColorValue, permutation: Int, position: Int) -> ThemeRGBColor {
        switch color.space {
        case .srgb, .srgbLinear, .displayP3: return ThemeRGBColor(color)
        default: break
        }
        let key = Key(color)
        if positions.indices.contains(permutation), positions[permutation].indices.contains(position) {
            let index = Int(positions[permutation][position])
            if index >= 0, conversions[index].key == key { return conversions[index].color }
        }
        return known[key] ?? ThemeRGBColor(color)
    }

    /// `remember(color)`, also kept by the token's place (see `color(_:permutation:position:)`).
    mutating func remember(_ color: ColorValue, permutation: Int, position: Int) -> ThemeRGBColor {
        switch color.space {
        case .srgb, .srgbLinear, .displayP3: return ThemeRGBColor(color)
        default: break
        }
        guard positions.indices.contains(permutation), positions[permutation].indices.contains(position) else {
            return remember(color)
        }
        let key = Key(color)
        let index = Int(positions[permutation][position])
        if index >= 0, conversions[index].key == key { return conversions[index].color }
        let converted = remember(color, key: key)
        positions[permutation][position] = Int32(conversions.count)
        conversions.append((key, converted))
        return converted
    }

    /// The conversion, remembered when it was costly (spaces other than sRGB, linear sRGB and Display P3).
    mutating func remember(_ color: ColorValue) -> ThemeRGBColor {
        switch color.space {
        case .srgb, .srgbLinear, .displayP3: return ThemeRGBColor(color)
        default: break
        }
        return remember(color, key: Key(color))
    }

    private mutating func remember(_ color: ColorValue, key: Key) -> ThemeRGBColor {
        if let converted = known[key] { return converted }
        let converted = ThemeRGBColor(color)
        known[key] = converted
        return converted
    }
}
