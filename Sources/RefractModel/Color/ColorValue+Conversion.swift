extension ColorValue {
    /// The three components with `none` read as 0, as CSS Color 4 does when converting; missing entries are 0.
    package var resolvedComponents: [Double] {
        (0..<3).map { index in index < components.count ? components[index] ?? 0 : 0 }
    }

    /// `resolvedComponents` without an array: backends ask for it for every colour.
    var componentVector: SIMD3<Double> {
        SIMD3(resolvedComponent(0), resolvedComponent(1), resolvedComponent(2))
    }

    private func resolvedComponent(_ index: Int) -> Double {
        index < components.count ? components[index] ?? 0 : 0
    }

    init(space: ColorSpace, vector: SIMD3<Double>, alpha: Double, hex: String?) {
        // A `.nan` hue is powerless: CSS serialises it as `none`.
        let components: [Double?] = [
            vector.x.isNaN ? nil : vector.x, vector.y.isNaN ? nil : vector.y, vector.z.isNaN ? nil : vector.z,
        ]
        self.init(space: space, components: components, alpha: alpha, hex: hex)
    }

    /// `converted(to: destination).componentVector`, without building the converted colour.
    func resolvedVector(in destination: ColorSpace) -> SIMD3<Double> {
        if destination == space { return componentVector }
        let vector = convertedVector(to: destination)
        // As `init(space:vector:alpha:hex:)` makes NaN `none` and `componentVector` reads `none` as 0.
        return SIMD3(vector.x.isNaN ? 0 : vector.x, vector.y.isNaN ? 0 : vector.y, vector.z.isNaN ? 0 : vector.z)
    }

    private func convertedVector(to destination: ColorSpace) -> SIMD3<Double> {
        if space.isSRGBFamily && destination.isSRGBFamily {
            return destination.components(fromSRGB: space.srgb(from: componentVector))
        }
        return destination.components(fromXYZD65: space.xyzD65(from: componentVector))
    }

    /// CIE XYZ relative to D65 of this colour (`none` read as 0).
    package var xyzD65: CIEXYZ { CIEXYZ(space.xyzD65(from: componentVector)) }

    /// The colour with the given XYZ (relative to D65), expressed in `space`.
    package init(xyzD65: CIEXYZ, in space: ColorSpace, alpha: Double = 1) {
        self.init(space: space, vector: space.components(fromXYZD65: xyzD65.vector), alpha: alpha, hex: nil)
    }

    /// The same colour in another space, by the CSS Color 4 conversion algorithms (through XYZ, with Bradford
    /// adaptation between D65 and D50). Nothing is clipped: out-of-gamut results keep components outside
    /// [0, 1]. `none` components are read as 0, except that a `none` is kept when converting to the same space.
    /// A hue that is powerless in the result (an achromatic colour in HSL, HWB, LCH or OKLCh) is `none`.
    /// Alpha and the hex fallback are kept.
    package func converted(to destination: ColorSpace) -> ColorValue {
        if destination == space { return self }
        return ColorValue(space: destination, vector: convertedVector(to: destination), alpha: alpha, hex: hex)
    }
}
