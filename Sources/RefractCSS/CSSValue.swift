/// A browser feature that some values need, tested with `@supports`.
enum CSSFeature: Sendable, Hashable {
    /// CSS Color 4 notations (`color()`, `oklch()`, `lab()`, `hwb()`).
    case modernColor
    /// `light-dark()` (CSS Color 5); browsers with it also read CSS Color 4.
    case lightDark

    var query: String {
        switch self {
        case .modernColor: "(color: oklch(0% 0 0))"
        case .lightDark: "(color: light-dark(#000, #fff))"
        }
    }
}

/// A declaration's value: `text` works in every browser; `enhanced`, when set, is the better form (wide
/// gamut, `light-dark()`) re-declared behind `@supports feature`.
struct CSSValue: Sendable, Hashable {
    var text: String
    var enhanced: String?
    var feature: CSSFeature?

    init(_ text: String) {
        self.text = text
    }

    /// A value whose modern form (`modern`) differs from what older browsers read (`fallback`).
    init(fallback: String, modern: String, feature: CSSFeature) {
        text = fallback
        if modern != fallback {
            enhanced = modern
            self.feature = feature
        }
    }
}
