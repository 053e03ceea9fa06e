extension ColorValue {
    /// WCAG 2 relative luminance in [0, 1]: the colour is gamut-mapped to sRGB (see `gamutMapped(to:)`),
    /// each channel linearised by the sRGB transfer function, then weighted 0.2126, 0.7152, 0.0722.
    ///
    /// Alpha is ignored: the colour is judged as if opaque, because what lies beneath a token is unknown
    /// here; composite a translucent colour first (`composited(over:)`). Channels are not rounded to 8 bits,
    /// so results can differ from 8-bit checkers in the fourth digit.
    package var relativeLuminance: Double {
        let linear = srgbForContrast.resolvedComponents.map(RGBColorSpaceModel.TransferFunction.srgb.linearize)
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    /// WCAG 2 contrast ratio with another colour, from 1 (equal luminance) to 21 (black on white):
    /// (L_lighter + 0.05) / (L_darker + 0.05), with `relativeLuminance` (alpha ignored). Symmetric.
    /// Compare it unrounded with the thresholds (`WCAGContrastLevel`): 4.499 fails AA.
    package func contrastRatio(with other: ColorValue) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The sRGB colour both contrast measures judge: sRGB is clipped (rounding noise only), any other
    /// space gamut-mapped, since a display shows an out-of-gamut colour as its mapped one.
    var srgbForContrast: ColorValue {
        space == .srgb ? clipped(to: .srgb) : gamutMapped(to: .srgb)
    }
}
