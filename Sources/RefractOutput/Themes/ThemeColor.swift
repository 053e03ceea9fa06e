import RefractModel

/// A colour as the generated code stores it: one of the RGB spaces SwiftUI's `Color` takes
/// (`Color.RGBColorSpace`: sRGB, linear sRGB, Display P3), components and opacity.
///
/// sRGB, linear sRGB and Display P3 tokens keep their components exactly. HSL and HWB are sRGB by
/// definition and are converted exactly. Every other space (Lab, LCH, OKLab, OKLCh, A98 RGB, ProPhoto,
/// Rec. 2020, XYZ) is converted to sRGB when the colour lies inside sRGB, else to Display P3, gamut-mapped
/// with the CSS Color 4 algorithm (`ColorValue.gamutMapped(to:)`) when it lies outside P3 too; converted
/// components are rounded to 6 decimals (far below one 10-bit step). `none` reads as 0.
public struct ThemeRGBColor: Sendable, Hashable {
    public enum Space: String, Sendable, Hashable {
        case sRGB = "srgb"
        case sRGBLinear = "srgb-linear"
        case displayP3 = "display-p3"
    }

    public var space: Space
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    public init(space: Space, red: Double, green: Double, blue: Double, opacity: Double) {
        self.space = space
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    public init(_ color: ColorValue) {
        let exact: Space? = switch color.space {
        case .srgb: .sRGB
        case .srgbLinear: .sRGBLinear
        case .displayP3: .displayP3
        default: nil
        }
        if let exact {
            // Read in place: `resolvedComponents` made an array for every colour of a bundle.
            let count = color.components.count
            func component(_ index: Int) -> Double { index < count ? color.components[index] ?? 0 : 0 }
            self.init(space: exact, red: component(0), green: component(1), blue: component(2), opacity: color.alpha)
            return
        }
        // What `isInGamut` and then `gamutMapped(to:)` give, with one conversion for an in-gamut colour
        // instead of three: in gamut, the mapping is the conversion clamped into the unit cube.
        let space: Space
        var c: [Double]
        if let srgb = Self.inGamut(color, .srgb) {
            c = srgb
            space = .sRGB
        } else {
            c = Self.inGamut(color, .displayP3) ?? color.gamutMapped(to: .displayP3).resolvedComponents
            space = .displayP3
        }
        c = c.map(Self.rounded)
        self.init(space: space, red: c[0], green: c[1], blue: c[2], opacity: color.alpha)
    }

    /// The components in the RGB space `space`, clamped into [0, 1], when the colour lies in its gamut.
    private static func inGamut(_ color: ColorValue, _ space: ColorSpace) -> [Double]? {
        let rgb = color.converted(to: space).resolvedComponents
        let tolerance = ColorValue.gamutTolerance
        guard rgb.allSatisfy({ $0 >= -tolerance && $0 <= 1 + tolerance }) else { return nil }
        return rgb.map { min(max($0, 0), 1) }
    }

    static func rounded(_ x: Double) -> Double {
        let scaled = (x * 1_000_000).rounded() / 1_000_000
        return scaled == 0 ? 0 : scaled
    }

    /// `#rrggbb` (or `#rrggbbaa` when translucent) when the colour is sRGB and every component is a whole
    /// number of 255ths, so the hex text decodes to exactly the same numbers; nil otherwise.
    public var exactHex: String? {
        var bytes: [UInt8] = []
        return appendExactHex(to: &bytes) ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// Appends `exactHex`'s text to `buffer` and returns true; appends nothing and returns false when there is
    /// none. Without the intermediate arrays and string, for bundles of many colours.
    public func appendExactHex(to buffer: inout [UInt8]) -> Bool {
        writeExactHex(to: &buffer, quoted: false)
    }

    /// `appendExactHex(to:)` into a `TextSink`, in double quotes when `quoted` (a JSON string).
    public func appendExactHex(to sink: inout TextSink, quoted: Bool) -> Bool {
        writeExactHex(to: &sink, quoted: quoted)
    }

    private func writeExactHex<Sink: ByteAppending>(to sink: inout Sink, quoted: Bool) -> Bool {
        guard space == .sRGB, let r = Self.exactByte(red), let g = Self.exactByte(green),
            let b = Self.exactByte(blue), let a = Self.exactByte(opacity)
        else { return false }
        let digits: StaticString = "0123456789abcdef"
        digits.withUTF8Buffer { table in
            func hex(_ byte: UInt8) {
                sink.append(table[Int(byte >> 4)])
                sink.append(table[Int(byte & 0xF)])
            }
            if quoted { sink.append(UInt8(ascii: "\"")) }
            sink.append(UInt8(ascii: "#"))
            hex(r)
            hex(g)
            hex(b)
            if a != 255 { hex(a) }
            if quoted { sink.append(UInt8(ascii: "\"")) }
        }
        return true
    }

    /// A unit value as a byte when it is a whole number of 255ths, so the byte decodes to exactly it.
    private static func exactByte(_ unit: Double) -> UInt8? {
        guard unit >= 0, unit <= 1 else { return nil }
        let byte = (unit * 255).rounded()
        return byte / 255 == unit ? UInt8(byte) : nil
    }
}
