import RefractModel

/// Colours already converted to `ThemeRGBColor`, by their token value. Converting a colour outside sRGB
/// takes gamut checks and often gamut mapping; the layout converts every theme colour, and the JSON bundle
/// prints the same colours again among the resolved tokens, so it looks them up here.
public struct ThemeColorMemo: Sendable {
    private var known: [Key: ThemeRGBColor] = [:]

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

    /// The conversion, from the memo when it holds the colour.
    public func color(_ color: ColorValue) -> ThemeRGBColor {
        switch color.space {
        // Never remembered (cheap to convert): no lookup.
        case .srgb, .srgbLinear, .displayP3: return ThemeRGBColor(color)
        default: return known[Key(color)] ?? ThemeRGBColor(color)
        }
    }

    /// The conversion, remembered when it was costly (spaces other than sRGB, linear sRGB and Display P3).
    mutating func remember(_ color: ColorValue) -> ThemeRGBColor {
        switch color.space {
        case .srgb, .srgbLinear, .displayP3: return ThemeRGBColor(color)
        default: break
        }
        let key = Key(color)
        if let converted = known[key] { return converted }
        let converted = ThemeRGBColor(color)
        known[key] = converted
        return converted
    }
}
