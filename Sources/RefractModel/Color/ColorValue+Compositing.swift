extension ColorValue {
    /// This colour painted over `background` (source-over), in gamma-encoded sRGB as browsers blend:
    /// what a reader sees of translucent text, for the contrast measures, which ignore alpha. Both colours
    /// are first taken to sRGB as for contrast; the result is sRGB, its alpha a + b·(1 − a).
    package func composited(over background: ColorValue) -> ColorValue {
        let top = srgbForContrast.resolvedComponents, bottom = background.srgbForContrast.resolvedComponents
        let alpha = self.alpha + background.alpha * (1 - self.alpha)
        guard alpha > 0 else { return ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0) }
        let channels = (0..<3).map { index in
            (top[index] * self.alpha + bottom[index] * background.alpha * (1 - self.alpha)) / alpha
        }
        return ColorValue(space: .srgb, components: channels, alpha: alpha)
    }
}
