import RefractModel

/// A colour as the generated code stores it: one of the RGB spaces SwiftUI's `Color` takes
/// (`Color.RGBColorSpace`: sRGB, linear sRGB, Display P3), components and opacity.
///
/// sRGB, linear sRGB and Display P3 tokens keep their components exactly. HSL and HWB are sRGB by
/// definition and are converted exactly. Every other space (Lab, LCH, OKLab, OKLCh, A98 RGB, ProPhoto,
/// Rec. 2020, XYZ) is converted to sRGB when the colour lies inside sRGB, else to Display P3, gamut-mapped
/// with the CSS Color 4 algorithm (`ColorValue.gamutMapped(to:)`) when it lies outside P3 too; converted
/// components are rounded to 6 decimals (far below one 10-bit step). `none` reads as 0.
package struct ThemeRGBColor: Sendable, Hashable {
    package enum Space: String, Sendable, Hashable {
        case sRGB = "srgb"
        case sRGBLinear = "srgb-linear"
        case displayP3 = "display-p3"
    }

    package var space: Space
    package var red: Double
    package var green: Double
    package var blue: Double
    package var opacity: Double

    package init(space: Space, red: Double, green: Double, blue: Double, opacity: Double) {
        self.space = space
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    package init(_ color: ColorValue) {
        let exact: Space? = switch color.space {
        case .srgb: .sRGB
        case .srgbLinear: .sRGBLinear
        case .displayP3: .displayP3
        default: nil
        }
        if let exact {
            let c = color.resolvedComponents
            self.init(space: exact, red: c[0], green: c[1], blue: c[2], opacity: color.alpha)
            return
        }
        let space: ColorSpace = color.isInGamut(.srgb) ? .srgb : .displayP3
        let c = color.gamutMapped(to: space).resolvedComponents.map(Self.rounded)
        self.init(space: space == .srgb ? .sRGB : .displayP3, red: c[0], green: c[1], blue: c[2], opacity: color.alpha)
    }

    static func rounded(_ x: Double) -> Double {
        let scaled = (x * 1_000_000).rounded() / 1_000_000
        return scaled == 0 ? 0 : scaled
    }

    /// `#rrggbb` (or `#rrggbbaa` when translucent) when the colour is sRGB and every component is a whole
    /// number of 255ths, so the hex text decodes to exactly the same numbers; nil otherwise.
    package var exactHex: String? {
        guard let (r, g, b, a) = exactBytes else { return nil }
        return SRGBHex.text(r, g, b, a == 255 ? nil : a, uppercase: false)
    }

    /// The bytes `exactHex` writes, opacity last.
    package var exactBytes: (red: UInt8, green: UInt8, blue: UInt8, opacity: UInt8)? {
        guard space == .sRGB, let r = Self.exactByte(red), let g = Self.exactByte(green),
            let b = Self.exactByte(blue), let a = Self.exactByte(opacity)
        else { return nil }
        return (r, g, b, a)
    }

    /// A unit value as a byte when it is a whole number of 255ths, so the byte decodes to exactly it.
    private static func exactByte(_ unit: Double) -> UInt8? {
        guard unit >= 0, unit <= 1 else { return nil }
        let byte = (unit * 255).rounded()
        return byte / 255 == unit ? UInt8(byte) : nil
    }
}
