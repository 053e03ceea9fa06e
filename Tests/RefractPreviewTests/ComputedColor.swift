import RefractModel

/// A colour as Chromium's `getComputedStyle` prints it: `rgb()`/`rgba()`, `color(display-p3 …)`, `lab()`,
/// `lch()`, `oklab()`, `oklch()`, each with an optional `/ alpha`.
enum ComputedColor {
    static func parse(_ text: String) -> ColorValue? {
        if text.hasPrefix("rgb") { return ColorValue(cssString: text) }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let function = String(text[..<open])
        var inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
            .split(separator: " ").map(String.init)
        var alpha = 1.0
        if let slash = inside.firstIndex(of: "/"), slash + 1 < inside.count {
            alpha = Double(inside[slash + 1]) ?? 1
            inside = Array(inside[..<slash])
        }
        let space: ColorSpace?
        switch function {
        case "color":
            guard !inside.isEmpty else { return nil }
            space = ColorSpace(rawValue: inside.removeFirst())
        case "lab": space = .lab
        case "lch": space = .lch
        case "oklab": space = .oklab
        case "oklch": space = .oklch
        default: space = nil
        }
        guard let space, inside.count == 3 else { return nil }
        return ColorValue(space: space, components: inside.map { $0 == "none" ? nil : Double($0) }, alpha: alpha)
    }

    /// Whether two colours make the same 8-bit sRGB (gamut-mapped alike), give or take one step a channel.
    /// Compares the colours themselves: an author's `hex` fallback stands in for a wide colour only where a
    /// platform needs sRGB, and Chromium reports the colour, not the fallback.
    static func sameBytes(_ a: ColorValue, _ b: ColorValue) -> Bool {
        var a = a, b = b
        a.hex = nil
        b.hex = nil
        let x = bytes(a.hexString(includeAlpha: true)), y = bytes(b.hexString(includeAlpha: true))
        return x.count == y.count && zip(x, y).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
    }

    private static func bytes(_ hex: String) -> [UInt8] {
        let digits = Array(hex.dropFirst())
        return stride(from: 0, to: digits.count - 1, by: 2).compactMap { UInt8(String(digits[$0...$0 + 1]), radix: 16) }
    }
}
