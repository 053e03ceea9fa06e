import RefractModel

/// The sRGB bytes of colour tokens, by their place in the model's token lists: what
/// `ColorValue.hexString()` writes for the colour (gamut-mapped to sRGB, each channel `SRGBHex.byte`).
/// Gamut mapping is the costly step of converting a wide-gamut colour; Android and CSS print the same
/// colours, so the backend that runs second reads what the first one worked out.
public struct SRGBColorBytes: Sendable {
    /// `places[permutation][position]`: `0x100_0000 | r << 16 | g << 8 | b`, or 0 when not recorded.
    private var places: [[UInt32]]

    /// For a model whose token lists hold `tokenCounts[permutation]` tokens each.
    public init(tokenCounts: [Int]) {
        places = tokenCounts.map { [UInt32](repeating: 0, count: $0) }
    }

    /// Records the bytes of the colour token at `position` of `permutation`'s list.
    public mutating func record(permutation: Int, position: Int, red: UInt8, green: UInt8, blue: UInt8) {
        guard places.indices.contains(permutation), places[permutation].indices.contains(position) else { return }
        places[permutation][position] = 0x100_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// The bytes recorded for the colour token at `position` of `permutation`'s list, if any.
    public func bytes(permutation: Int, position: Int) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        guard places.indices.contains(permutation), places[permutation].indices.contains(position) else { return nil }
        let packed = places[permutation][position]
        guard packed != 0 else { return nil }
        return (UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8), UInt8(truncatingIfNeeded: packed))
    }
}
