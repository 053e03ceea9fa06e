extension ColorValue {
    /// The three components with `none` read as 0, as CSS Color 4 does when converting; missing entries are 0.
    public var resolvedComponents: [Double] {
        (0..<3).map { index in index < components.count ? components[index] ?? 0 : 0 }
    }

    var componentVector: SIMD3<Double> {
        let c = resolvedComponents
        return SIMD3(c[0], c[1], c[2])
    }

    init(space: ColorSpace, vector: SIMD3<Double>, alpha: Double, hex: String?) {
        // A `.nan` hue is powerless: CSS serialises it as `none`.
        let components: [Double?] = [vector.x, vector.y, vector.z].map { $0.isNaN ? nil : $0 }
        self.init(space: space, components: components, alpha: alpha, hex: hex)
    }

    /// CIE XYZ relative to D65 of this colour (`none` read as 0).
    public var xyzD65: CIEXYZ { CIEXYZ(space.xyzD65(from: componentVector)) }

    /// The colour with the given XYZ (relative to D65), expressed in `space`.
    public init(xyzD65: CIEXYZ, in space: ColorSpace, alpha: Double = 1) {
        self.init(space: space, vector: space.components(fromXYZD65: xyzD65.vector), alpha: alpha, hex: nil)
    }

    /// The same colour in another space, by the CSS Color 4 conversion algorithms (through XYZ, with Bradford
    /// adaptation between D65 and D50). Nothing is clipped: out-of-gamut results keep components outside
    /// [0, 1]. `none` components are read as 0, except that a `none` is kept when converting to the same space.
    /// A hue that is powerless in the result (an achromatic colour in HSL, HWB, LCH or OKLCh) is `none`.
    /// Alpha and the hex fallback are kept.
    public func converted(to destination: ColorSpace) -> ColorValue {
        if destination == space { return self }
        let vector: SIMD3<Double>
        if space.isSRGBFamily && destination.isSRGBFamily {
            vector = destination.components(fromSRGB: space.srgb(from: componentVector))
        } else {
            vector = destination.components(fromXYZD65: space.xyzD65(from: componentVector))
        }
        return ColorValue(space: destination, vector: vector, alpha: alpha, hex: hex)
    }
}
