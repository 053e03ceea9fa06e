extension ColorSpace {
    /// The index of the hue component in polar spaces (`hsl`, `hwb`, `lch`, `oklch`).
    var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: return 0
        case .lch, .oklch: return 2
        default: return nil
        }
    }

    var isPolar: Bool { hueIndex != nil }

    /// The RGB space whose [0, 1] cube bounds this space, or `nil` when the space has no gamut of its own
    /// (Lab, LCH, OKLab, OKLCh and XYZ hold every visible colour). HSL and HWB are bounded by sRGB, as in CSS.
    var gamutSpace: ColorSpace? {
        switch self {
        case .srgb, .hsl, .hwb: return .srgb
        case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return self
        case .lab, .lch, .oklab, .oklch, .xyzD65, .xyzD50: return nil
        }
    }

    var rgbModel: RGBColorSpaceModel? {
        switch self {
        case .srgb: return .srgb
        case .srgbLinear: return .srgbLinear
        case .displayP3: return .displayP3
        case .a98RGB: return .a98RGB
        case .prophotoRGB: return .prophotoRGB
        case .rec2020: return .rec2020
        default: return nil
        }
    }

    /// Spaces that are sRGB or a reshaping of it, converted among themselves without passing through XYZ.
    var isSRGBFamily: Bool { self == .srgb || self == .hsl || self == .hwb }
}
