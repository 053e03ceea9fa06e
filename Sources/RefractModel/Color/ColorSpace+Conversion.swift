// The per-space steps of conversion, each to or from CIE XYZ relative to D65. Hues may come back as `.nan`
// (powerless); they become `none` in a `ColorValue`.
extension ColorSpace {
    func xyzD65(from c: SIMD3<Double>) -> SIMD3<Double> {
        if let model = rgbModel { return model.xyzD65(fromEncoded: c) }
        switch self {
        case .hsl: return RGBColorSpaceModel.srgb.xyzD65(fromEncoded: HSLConversion.srgb(fromHSL: c))
        case .hwb: return RGBColorSpaceModel.srgb.xyzD65(fromEncoded: HSLConversion.srgb(fromHWB: c))
        case .lab: return ChromaticAdaptation.d50ToD65 * CIELabConversion.xyzD50(fromLab: c)
        case .lch: return ColorSpace.lab.xyzD65(from: PolarConversion.rectangular(fromPolar: c))
        case .oklab: return OKLabConversion.xyzD65(fromOKLab: c)
        case .oklch: return OKLabConversion.xyzD65(fromOKLab: PolarConversion.rectangular(fromPolar: c))
        case .xyzD65: return c
        case .xyzD50: return ChromaticAdaptation.d50ToD65 * c
        default: return c  // every RGB space returned above
        }
    }

    func components(fromXYZD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        if let model = rgbModel { return model.encoded(fromXYZD65: xyz) }
        switch self {
        case .hsl: return HSLConversion.hsl(fromSRGB: RGBColorSpaceModel.srgb.encoded(fromXYZD65: xyz))
        case .hwb: return HSLConversion.hwb(fromSRGB: RGBColorSpaceModel.srgb.encoded(fromXYZD65: xyz))
        case .lab: return CIELabConversion.lab(fromXYZD50: ChromaticAdaptation.d65ToD50 * xyz)
        case .lch:
            return PolarConversion.polar(
                fromRectangular: ColorSpace.lab.components(fromXYZD65: xyz),
                achromaticChroma: CIELabConversion.achromaticChroma)
        case .oklab: return OKLabConversion.oklab(fromXYZD65: xyz)
        case .oklch:
            return PolarConversion.polar(
                fromRectangular: OKLabConversion.oklab(fromXYZD65: xyz),
                achromaticChroma: OKLabConversion.achromaticChroma)
        case .xyzD65: return xyz
        case .xyzD50: return ChromaticAdaptation.d65ToD50 * xyz
        default: return xyz  // every RGB space returned above
        }
    }

    /// Components in this space from sRGB, for the sRGB family (sRGB, HSL, HWB).
    func components(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .hsl: return HSLConversion.hsl(fromSRGB: rgb)
        case .hwb: return HSLConversion.hwb(fromSRGB: rgb)
        default: return rgb
        }
    }

    /// sRGB from components in this space, for the sRGB family (sRGB, HSL, HWB).
    func srgb(from c: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .hsl: return HSLConversion.srgb(fromHSL: c)
        case .hwb: return HSLConversion.srgb(fromHWB: c)
        default: return c
        }
    }
}
