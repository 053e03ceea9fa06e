extension ColorValue {
    /// How far outside [0, 1] an RGB component may stray and still count as in gamut: conversions leave
    /// rounding noise far below this, and it is far below one 8-bit step (1/255 ≈ 0.004).
    package static let gamutTolerance = 1e-5

    /// Whether the colour lies inside the gamut of `space` (its RGB cube; sRGB's for HSL and HWB), allowing
    /// `tolerance` outside [0, 1]. Spaces without a gamut (Lab, LCH, OKLab, OKLCh, XYZ) hold every colour.
    package func isInGamut(_ space: ColorSpace, tolerance: Double = ColorValue.gamutTolerance) -> Bool {
        guard let rgbSpace = space.gamutSpace else { return true }
        // Tested on the converted vector: the test needs no `ColorValue` of its own.
        let rgb = resolvedVector(in: rgbSpace)
        return (0..<3).allSatisfy { rgb[$0] >= -tolerance && rgb[$0] <= 1 + tolerance }
    }

    /// The colour in `space` with every component clamped into the space's RGB cube: fast, but it shifts hue
    /// and lightness for colours far outside the gamut. Prefer `gamutMapped(to:)`.
    func clipped(to space: ColorSpace) -> ColorValue {
        guard let rgbSpace = space.gamutSpace else { return converted(to: space) }
        return converted(to: rgbSpace).clampedToUnitCube.converted(to: space)
    }

    /// RGB components clamped into [0, 1], `none` kept.
    private var clampedToUnitCube: ColorValue {
        var clamped = self
        clamped.components = components.map { $0.map { min(max($0, 0), 1) } }
        return clamped
    }

    /// The colour brought inside the gamut of `space` by the CSS Color 4 algorithm "CSS gamut mapping to an RGB
    /// destination" (binary search on OKLCh chroma with a local MINDE), then expressed in `space`.
    ///
    /// Refract maps colours the way browsers do, so that a wide-gamut token looks the same in generated
    /// sRGB code as in CSS: the colour is converted to OKLCh and its lightness and hue are kept while its
    /// chroma is reduced by binary search, until clipping the reduced colour to the destination's RGB cube
    /// changes it by less than one just-noticeable difference (deltaEOK below 0.02). A colour already that
    /// close after plain clipping is simply clipped, and a lightness at or beyond 0 or 1 gives black or white.
    /// In-gamut colours are only converted (`none` survives when the space does not change); otherwise `none`
    /// reads as 0. RGB results have every component in [0, 1]; spaces without a gamut (Lab, LCH, OKLab,
    /// OKLCh, XYZ) only convert. Alpha and the hex fallback are kept.
    package func gamutMapped(to space: ColorSpace) -> ColorValue {
        guard let rgbSpace = space.gamutSpace else { return converted(to: space) }
        // In gamut: only converted, so a colour already in `space` keeps its `none` components.
        if isInGamut(space) {
            let result = converted(to: space)
            return space.rgbModel == nil ? result : result.clampedToUnitCube
        }
        let rgb = GamutMapping.map(xyzD65: self.space.xyzD65(from: componentVector), into: rgbSpace)
        return ColorValue(space: rgbSpace, vector: rgb, alpha: alpha, hex: hex).converted(to: space)
    }

    /// The Euclidean distance of two colours in OKLab (CSS Color 4's deltaEOK); 0.02 is about one
    /// just-noticeable difference.
    package func deltaEOK(_ other: ColorValue) -> Double {
        let a = OKLabConversion.oklab(fromXYZD65: space.xyzD65(from: componentVector))
        let b = OKLabConversion.oklab(fromXYZD65: other.space.xyzD65(from: other.componentVector))
        let d = a - b
        return (d * d).sum().squareRoot()
    }
}

/// CSS Color 4's binary search on OKLCh chroma; see `ColorValue.gamutMapped(to:)`.
enum GamutMapping {
    static let justNoticeableDifference = 0.02
    static let chromaPrecision = 0.0001

    /// The encoded RGB components in `rgbSpace`'s cube of the colour with the given XYZ.
    static func map(xyzD65: SIMD3<Double>, into rgbSpace: ColorSpace) -> SIMD3<Double> {
        let origin = rgbSpace.components(fromXYZD65: xyzD65)
        if isInside(origin, tolerance: ColorValue.gamutTolerance) { return clip(origin) }
        let originOKLCh = PolarConversion.polar(
            fromRectangular: OKLabConversion.oklab(fromXYZD65: xyzD65), achromaticChroma: 0)
        // Every RGB space here has its white at (1, 1, 1) and black at (0, 0, 0).
        if originOKLCh.x >= 1 { return SIMD3(repeating: 1) }
        if originOKLCh.x <= 0 { return SIMD3(repeating: 0) }

        var current = originOKLCh
        var clipped = clip(origin)
        if deltaEOK(clipped, in: rgbSpace, from: current) < justNoticeableDifference { return clipped }

        var low = 0.0
        var high = originOKLCh.y
        var lowIsInGamut = true
        while high - low > chromaPrecision {
            let chroma = (low + high) / 2
            current.y = chroma
            let candidate = rgbSpace.components(
                fromXYZD65: OKLabConversion.xyzD65(fromOKLab: PolarConversion.rectangular(fromPolar: current)))
            if lowIsInGamut && isInside(candidate, tolerance: ColorValue.gamutTolerance) {
                low = chroma
                continue
            }
            clipped = clip(candidate)
            let difference = deltaEOK(clipped, in: rgbSpace, from: current)
            if difference < justNoticeableDifference {
                if justNoticeableDifference - difference < chromaPrecision { return clipped }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    /// deltaEOK between an RGB colour and an OKLCh one.
    private static func deltaEOK(_ rgb: SIMD3<Double>, in rgbSpace: ColorSpace, from oklch: SIMD3<Double>) -> Double {
        let d = OKLabConversion.oklab(fromXYZD65: rgbSpace.xyzD65(from: rgb)) - PolarConversion.rectangular(fromPolar: oklch)
        return (d * d).sum().squareRoot()
    }

    private static func isInside(_ rgb: SIMD3<Double>, tolerance: Double) -> Bool {
        rgb.min() >= -tolerance && rgb.max() <= 1 + tolerance
    }

    static func clip(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        rgb.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
    }
}
