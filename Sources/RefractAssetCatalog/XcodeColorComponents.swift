import RefractModel

/// A colour as an asset catalog stores it: `srgb` when it lies inside sRGB, else `display-p3` (gamut-mapped
/// into P3 when it lies outside P3 too), with its components written the way Xcode writes them.
struct XcodeColor: Sendable, Equatable {
    enum Space: String, Sendable { case srgb, displayP3 = "display-p3" }

    var space: Space
    /// Red, green, blue in `space`, each in [0, 1].
    var rgb: [Double]
    var alpha: Double

    init(_ color: ColorValue) {
        let space: Space = color.isInGamut(.srgb) ? .srgb : .displayP3
        let mapped = color.gamutMapped(to: space == .srgb ? .srgb : .displayP3)
        self.space = space
        rgb = mapped.resolvedComponents.map { min(max($0, 0), 1) }
        alpha = min(max(color.alpha, 0), 1)
    }

    var components: AssetCatalogContext.Components {
        let texts: [String]
        if space == .srgb, let bytes = Self.exactBytes(rgb) {
            // Xcode's "8-bit Hexadecimal" input: what a designer's hex value becomes in the inspector.
            texts = bytes.map { "0x" + Self.hexByte($0) }
        } else {
            texts = rgb.map(Self.decimal)
        }
        return AssetCatalogContext.Components(red: texts[0], green: texts[1], blue: texts[2], alpha: Self.decimal(alpha))
    }

    /// The bytes of components that are each a whole number of 255ths (to a millionth, as components written
    /// from a hex value with six decimals are), so `0xRR` reads back as them.
    static func exactBytes(_ rgb: [Double]) -> [UInt8]? {
        var bytes: [UInt8] = []
        for unit in rgb {
            let byte = (unit * 255).rounded()
            guard abs(byte / 255 - unit) < 1e-6 else { return nil }
            bytes.append(UInt8(byte))
        }
        return bytes
    }

    static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// Three decimals as Xcode writes a floating-point component (`0.945`, `1.000`); more, up to six,
    /// only when three would change the value's 8-bit rounding. Never `0` or `1` alone: Xcode reads a
    /// string without a point as an 8-bit value.
    static func decimal(_ unit: Double) -> String {
        for places in 3...6 {
            let text = fixed(unit, places: places)
            if places == 6 || SRGBHex.byte(Double(text) ?? 0) == SRGBHex.byte(unit) { return text }
        }
        return fixed(unit, places: 6)
    }

    /// `unit` rounded to `places` decimals, written with exactly that many (no exponent, no minus zero).
    static func fixed(_ unit: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((unit * scale).rounded(.toNearestOrAwayFromZero))
        let whole = scaled / Int(scale)
        var fraction = String(scaled % Int(scale))
        while fraction.count < places { fraction = "0" + fraction }
        return "\(whole).\(fraction)"
    }
}
