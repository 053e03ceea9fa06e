import RefractModel

/// The sRGB form and conversion note of each distinct colour that is not sRGB, worked out once: in a large
/// set many tokens share a colour (a third of the wide-gamut colours of the benchmark set), and gamut
/// mapping is the costliest step of converting one.
struct ColorConversions {
    /// What `AndroidColor.srgb` and `TokenConverter.colorNotes` give for a colour, without its alpha.
    struct Converted {
        /// The sRGB components, `none` read as 0.
        var rgb: SIMD3<Double>
        var notes: [String]
    }

    /// A colour without alpha and hex fallback (neither changes the conversion), by the bits of its
    /// components so that equal keys mean equal input.
    private struct Key: Hashable {
        var space: ColorSpace
        var count: UInt8
        var missing: UInt8
        var bits: SIMD3<UInt64>

        init?(_ color: ColorValue) {
            guard color.components.count <= 3 else { return nil }
            space = color.space
            count = UInt8(color.components.count)
            missing = 0
            bits = .zero
            for index in color.components.indices {
                if let value = color.components[index] {
                    bits[index] = value.bitPattern
                } else {
                    missing |= 1 << index
                }
            }
        }

        func hash(into hasher: inout Hasher) {
            // The components tell colours apart; the space's name would cost a string hash per colour.
            hasher.combine(bits)
            hasher.combine(missing)
        }
    }

    private var known: [Key: Converted]

    /// `expected` colours at most are remembered without growing the table (growing rehashes them all).
    init(expected: Int) {
        known = Dictionary(minimumCapacity: expected)
    }

    mutating func converted(_ color: ColorValue) -> Converted {
        if color.space == .srgb {
            let count = color.components.count
            func component(_ index: Int) -> Double { index < count ? color.components[index] ?? 0 : 0 }
            return Converted(rgb: SIMD3(component(0), component(1), component(2)), notes: [])
        }
        guard let key = Key(color) else { return Self.convert(color) }
        if let converted = known[key] { return converted }
        let converted = Self.convert(color)
        known[key] = converted
        return converted
    }

    private static func convert(_ color: ColorValue) -> Converted {
        let (srgb, isInGamut) = AndroidColor.srgb(color)
        let count = srgb.components.count
        func component(_ index: Int) -> Double { index < count ? srgb.components[index] ?? 0 : 0 }
        return Converted(
            rgb: SIMD3(component(0), component(1), component(2)),
            notes: TokenConverter.colorNotes(color, isInSRGBGamut: isInGamut))
    }
}
