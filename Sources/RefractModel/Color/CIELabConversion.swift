/// CIE Lab (D50) and its polar form LCH, by the CSS Color 4 sample code.
enum CIELabConversion {
    private static let epsilon = 216.0 / 24389.0  // 6³/29³
    private static let kappa = 24389.0 / 27.0  // 29³/3³

    /// Below this chroma the hue is powerless (CSS Color 4 uses the same threshold for `lch`).
    static let achromaticChroma = 0.0015

    static func lab(fromXYZD50 xyz: SIMD3<Double>) -> SIMD3<Double> {
        let scaled = xyz / WhitePoint.d50.xyz
        func f(_ v: Double) -> Double { v > epsilon ? RealFunctions.cubeRoot(v) : (kappa * v + 16) / 116 }
        let fx = f(scaled.x), fy = f(scaled.y), fz = f(scaled.z)
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    static func xyzD50(fromLab lab: SIMD3<Double>) -> SIMD3<Double> {
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
        let y = lab.x > kappa * epsilon ? fy * fy * fy : lab.x / kappa
        let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        return SIMD3(x, y, z) * WhitePoint.d50.xyz
    }
}

/// Rectangular ↔ polar, shared by Lab/LCH and OKLab/OKLCh. A hue of `.nan` means powerless (becomes `none`).
enum PolarConversion {
    static func polar(fromRectangular v: SIMD3<Double>, achromaticChroma: Double) -> SIMD3<Double> {
        let chroma = (v.y * v.y + v.z * v.z).squareRoot()
        guard chroma >= achromaticChroma else { return SIMD3(v.x, chroma, .nan) }
        let hue = RealFunctions.arcTangent(v.z, v.y) * 180 / .pi
        return SIMD3(v.x, chroma, normalizedHue(hue))
    }

    static func rectangular(fromPolar v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(v.x, v.y * RealFunctions.cosine(degrees: v.z), v.y * RealFunctions.sine(degrees: v.z))
    }
}

/// A hue angle in [0, 360).
func normalizedHue(_ hue: Double) -> Double {
    guard hue.isFinite else { return hue }
    let h = hue.truncatingRemainder(dividingBy: 360)
    let positive = h < 0 ? h + 360 : h
    return positive >= 360 ? 0 : positive
}
