/// An RGB colour space of CSS Color 4: primaries, reference white and transfer function.
///
/// The RGB-to-XYZ matrices are derived from the primaries' chromaticities and the 4-digit white points, as the
/// matrices published in CSS Color 4 are; the inverses are computed, so round trips are exact to rounding.
struct RGBColorSpaceModel: Sendable {
    enum TransferFunction: Sendable {
        case linear
        case srgb
        case a98
        case prophoto
        case rec2020

        /// Encoded value to linear light; negative values mirror the curve, as CSS's extended functions do.
        func linearize(_ value: Double) -> Double {
            let sign: Double = value < 0 ? -1 : 1
            let magnitude = abs(value)
            switch self {
            case .linear:
                return value
            case .srgb:
                if magnitude < 0.04045 { return value / 12.92 }
                return sign * RealFunctions.power((magnitude + 0.055) / 1.055, 2.4)
            case .a98:
                return sign * RealFunctions.power(magnitude, 563.0 / 256.0)
            case .prophoto:
                if magnitude <= 16.0 / 512.0 { return value / 16 }
                return sign * RealFunctions.power(magnitude, 1.8)
            case .rec2020:
                if magnitude < Rec2020.beta * 4.5 { return value / 4.5 }
                return sign * RealFunctions.power((magnitude + Rec2020.alpha - 1) / Rec2020.alpha, 1 / 0.45)
            }
        }

        /// Linear light to encoded value.
        func encode(_ value: Double) -> Double {
            let sign: Double = value < 0 ? -1 : 1
            let magnitude = abs(value)
            switch self {
            case .linear:
                return value
            case .srgb:
                if magnitude <= 0.0031308 { return value * 12.92 }
                return sign * (1.055 * RealFunctions.power(magnitude, 1 / 2.4) - 0.055)
            case .a98:
                return sign * RealFunctions.power(magnitude, 256.0 / 563.0)
            case .prophoto:
                if magnitude < 1.0 / 512.0 { return value * 16 }
                return sign * RealFunctions.power(magnitude, 1 / 1.8)
            case .rec2020:
                if magnitude <= Rec2020.beta { return value * 4.5 }
                return sign * (Rec2020.alpha * RealFunctions.power(magnitude, 0.45) - (Rec2020.alpha - 1))
            }
        }
    }

    private enum Rec2020 {
        static let alpha = 1.09929682680944
        static let beta = 0.018053968510807
    }

    let whitePoint: WhitePoint
    let transfer: TransferFunction
    /// Linear RGB to XYZ relative to `whitePoint`.
    let toXYZ: Matrix3
    let fromXYZ: Matrix3

    init(
        red: (Double, Double), green: (Double, Double), blue: (Double, Double),
        white: WhitePoint, transfer: TransferFunction
    ) {
        let primaries = Matrix3.columns(
            xyzFromChromaticity(red.0, red.1),
            xyzFromChromaticity(green.0, green.1),
            xyzFromChromaticity(blue.0, blue.1)
        )
        // Scale each primary so that RGB (1, 1, 1) lands on the white.
        let scale = primaries.inverse * white.xyz
        toXYZ = primaries * Matrix3.diagonal(scale)
        fromXYZ = toXYZ.inverse
        whitePoint = white
        self.transfer = transfer
    }

    func xyzD65(fromEncoded rgb: SIMD3<Double>) -> SIMD3<Double> {
        let linear = SIMD3(transfer.linearize(rgb.x), transfer.linearize(rgb.y), transfer.linearize(rgb.z))
        return ChromaticAdaptation.adapt(toXYZ * linear, from: whitePoint, to: .d65)
    }

    func encoded(fromXYZD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        let linear = fromXYZ * ChromaticAdaptation.adapt(xyz, from: .d65, to: whitePoint)
        return SIMD3(transfer.encode(linear.x), transfer.encode(linear.y), transfer.encode(linear.z))
    }

    static let srgb = RGBColorSpaceModel(
        red: (0.640, 0.330), green: (0.300, 0.600), blue: (0.150, 0.060), white: .d65, transfer: .srgb)
    static let srgbLinear = RGBColorSpaceModel(
        red: (0.640, 0.330), green: (0.300, 0.600), blue: (0.150, 0.060), white: .d65, transfer: .linear)
    static let displayP3 = RGBColorSpaceModel(
        red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: .d65, transfer: .srgb)
    static let a98RGB = RGBColorSpaceModel(
        red: (0.640, 0.330), green: (0.210, 0.710), blue: (0.150, 0.060), white: .d65, transfer: .a98)
    static let prophotoRGB = RGBColorSpaceModel(
        red: (0.734699, 0.265301), green: (0.159597, 0.840403), blue: (0.036598, 0.000105),
        white: .d50, transfer: .prophoto)
    static let rec2020 = RGBColorSpaceModel(
        red: (0.708, 0.292), green: (0.170, 0.797), blue: (0.131, 0.046), white: .d65, transfer: .rec2020)
}
