/// CIE 1931 XYZ tristimulus values, the hub through which every colour conversion passes.
/// `Y` is relative luminance: 1 for the reference white.
package struct CIEXYZ: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var z: Double

    package init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    init(_ v: SIMD3<Double>) {
        self.init(x: v.x, y: v.y, z: v.z)
    }

    var vector: SIMD3<Double> { SIMD3(x, y, z) }
}

/// The two reference whites of CSS Color 4, from their 4-digit CIE 1931 chromaticities (as CSS defines them).
enum WhitePoint: Sendable {
    case d50
    case d65

    var chromaticity: (x: Double, y: Double) {
        switch self {
        case .d50: return (0.3457, 0.3585)
        case .d65: return (0.3127, 0.3290)
        }
    }

    /// XYZ of the white, scaled to Y = 1.
    var xyz: SIMD3<Double> { xyzFromChromaticity(chromaticity.x, chromaticity.y) }
}

func xyzFromChromaticity(_ x: Double, _ y: Double) -> SIMD3<Double> {
    SIMD3(x / y, 1, (1 - x - y) / y)
}

/// Bradford chromatic adaptation between D65 and D50, as CSS Color 4 uses for Lab, LCH, ProPhoto and XYZ-D50.
enum ChromaticAdaptation {
    private static let bradford = Matrix3(
        SIMD3(0.8951, 0.2664, -0.1614),
        SIMD3(-0.7502, 1.7135, 0.0367),
        SIMD3(0.0389, -0.0685, 1.0296)
    )

    static let d65ToD50: Matrix3 = {
        let scale = (bradford * WhitePoint.d50.xyz) / (bradford * WhitePoint.d65.xyz)
        return bradford.inverse * Matrix3.diagonal(scale) * bradford
    }()

    static let d50ToD65: Matrix3 = d65ToD50.inverse

    static func adapt(_ xyz: SIMD3<Double>, from source: WhitePoint, to destination: WhitePoint) -> SIMD3<Double> {
        switch (source, destination) {
        case (.d65, .d50): return d65ToD50 * xyz
        case (.d50, .d65): return d50ToD65 * xyz
        default: return xyz
        }
    }
}
