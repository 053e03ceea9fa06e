/// A colour as DTCG writes it: a space, its components (`nil` is the `none` keyword), alpha in [0, 1]
/// and the optional 6-digit hex fallback. Nothing is converted here: wide gamut and `none` survive.
public struct ColorValue: Sendable, Hashable, Codable {
    public var space: ColorSpace
    public var components: [Double?]
    public var alpha: Double
    public var hex: String?

    public init(space: ColorSpace, components: [Double?], alpha: Double = 1, hex: String? = nil) {
        self.space = space
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }
}
