/// OKLab (D65) by Björn Ottosson, with the XYZ↔LMS matrix recalculated by CSS Color 4 for a consistent white.
enum OKLabConversion {
    /// Below this chroma the hue is powerless (CSS Color 4's threshold for `oklch`).
    static let achromaticChroma = 0.000004

    private static let xyzToLMS = Matrix3(
        SIMD3(0.8190224432164319, 0.3619062562801221, -0.12887378261216414),
        SIMD3(0.0329836671980271, 0.9292868468965546, 0.03614466816999844),
        SIMD3(0.048177199566046255, 0.26423952494422764, 0.6335478258136937)
    )
    private static let lmsToOKLab = Matrix3(
        SIMD3(0.2104542553, 0.7936177850, -0.0040720468),
        SIMD3(1.9779984951, -2.4285922050, 0.4505937099),
        SIMD3(0.0259040371, 0.7827717662, -0.8086757660)
    )
    // Computed rather than copied, so that OKLab round trips are exact to rounding.
    private static let lmsToXYZ = xyzToLMS.inverse
    private static let okLabToLMS = lmsToOKLab.inverse

    static func oklab(fromXYZD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        let lms = xyzToLMS * xyz
        let root = SIMD3(RealFunctions.cubeRoot(lms.x), RealFunctions.cubeRoot(lms.y), RealFunctions.cubeRoot(lms.z))
        return lmsToOKLab * root
    }

    static func xyzD65(fromOKLab lab: SIMD3<Double>) -> SIMD3<Double> {
        let root = okLabToLMS * lab
        return lmsToXYZ * (root * root * root)
    }
}
