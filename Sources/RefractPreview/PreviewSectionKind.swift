import RefractModel

/// The page's sections, in page order, and which one a token belongs to: by type, and for dimensions by
/// name, since a radius, a gap and a width are all dimensions but are drawn differently.
enum PreviewSectionKind: String, CaseIterable {
    case colors, gradients, typography, shadows, radii, spacing, sizes, borders, motion, other

    var title: String {
        switch self {
        case .colors: "Colours"
        case .gradients: "Gradients"
        case .typography: "Typography"
        case .shadows: "Shadows"
        case .radii: "Radii"
        case .spacing: "Spacing"
        case .sizes: "Sizes"
        case .borders: "Borders"
        case .motion: "Motion"
        case .other: "Other values"
        }
    }

    static func of(_ token: Token) -> PreviewSectionKind {
        switch token.value {
        case .color: return .colors
        case .gradient: return .gradients
        case .typography, .fontFamily, .fontWeight: return .typography
        case .shadow: return .shadows
        case .border, .strokeStyle: return .borders
        case .duration, .cubicBezier, .transition: return .motion
        case .number, .other: return .other
        case .dimension: return dimensionKind(token.path)
        }
    }

    private static let radiusWords = ["radius", "radii", "corner", "rounded", "rounding"]
    private static let spacingWords = ["space", "spacing", "gap", "padding", "margin", "gutter", "inset", "stack", "inline"]

    static func dimensionKind(_ path: TokenPath) -> PreviewSectionKind {
        let words = path.segments.map { $0.lowercased() }
        if words.contains(where: { word in radiusWords.contains { word.contains($0) } }) { return .radii }
        if words.contains(where: { word in spacingWords.contains { word.contains($0) } }) { return .spacing }
        return .sizes
    }
}
