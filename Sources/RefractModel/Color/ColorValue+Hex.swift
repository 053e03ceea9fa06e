extension ColorValue {
    /// sRGB 8-bit hex, lowercase: `#rrggbb`, or `#rrggbbaa` when `includeAlpha` is true (always eight digits
    /// then, even when opaque). A colour outside sRGB with the author's `hex` fallback is that fallback;
    /// other colours in other spaces are gamut-mapped to sRGB first (see `gamutMapped(to:)`); sRGB
    /// components outside [0, 1] are clamped. Each channel is the component × 255
    /// rounded to nearest, halves away from zero; `none` reads as 0.
    public func hexString(includeAlpha: Bool = false) -> String {
        let (r, g, b) = srgbBytes
        return SRGBHex.text(r, g, b, includeAlpha ? SRGBHex.byte(alpha) : nil, uppercase: false)
    }

    /// Android's colour resource form `#AARRGGBB` (uppercase, as Android Studio writes it), alpha first,
    /// with the same sRGB mapping and rounding as `hexString(includeAlpha:)`.
    package var androidHex: String {
        let (r, g, b) = srgbBytes
        return SRGBHex.text(SRGBHex.byte(alpha), r, g, b, uppercase: true)
    }

    /// The red, green and blue bytes `hexString` and `androidHex` write: every sRGB fallback of every
    /// output comes from here. Where the author gave a `hex` fallback for a colour sRGB cannot show, it is
    /// their choice of the nearest colour and wins over any gamut mapping; inside sRGB the components are
    /// exact (a fallback that disagrees is `color.hex-mismatch`).
    package var srgbBytes: (UInt8, UInt8, UInt8) {
        if space == .srgb {
            let c = componentVector
            return (SRGBHex.byte(c.x), SRGBHex.byte(c.y), SRGBHex.byte(c.z))
        }
        if let hex, !isInGamut(.srgb), let (red, green, blue, _) = SRGBHex.bytes(of: hex) { return (red, green, blue) }
        let c = gamutMapped(to: .srgb).componentVector
        return (SRGBHex.byte(c.x), SRGBHex.byte(c.y), SRGBHex.byte(c.z))
    }

    /// Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (any case) into sRGB: each component is byte/255, alpha
    /// is byte/255 (1 when absent), and the `hex` fallback is the 6-digit lowercase form. `nil` for anything
    /// else, including a missing `#` or surrounding spaces.
    public init?(hex text: String) {
        guard let (red, green, blue, alpha) = SRGBHex.bytes(of: text) else { return nil }
        self.init(
            space: .srgb, components: [Double(red) / 255, Double(green) / 255, Double(blue) / 255],
            alpha: alpha.map { Double($0) / 255 } ?? 1,
            hex: SRGBHex.text(red, green, blue, uppercase: false)
        )
    }
}
