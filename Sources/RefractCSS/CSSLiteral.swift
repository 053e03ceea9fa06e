import RefractModel

/// Values of the simple types as CSS text.
enum CSSLiteral {
    static func dimension(_ dimension: Dimension) -> String {
        CSSNumber.format(dimension.value) + dimension.unit.rawValue
    }

    static func duration(_ duration: Duration) -> String {
        CSSNumber.format(duration.value) + duration.unit.rawValue
    }

    static func cubicBezier(_ bezier: CubicBezier) -> String {
        "cubic-bezier(" + CSSNumber.format(bezier.x1) + ", " + CSSNumber.format(bezier.y1) + ", "
            + CSSNumber.format(bezier.x2) + ", " + CSSNumber.format(bezier.y2) + ")"
    }

    /// CSS has no dash patterns for borders: a dash array reads as `dashed`.
    static func strokeStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword.rawValue
        case .dashes: "dashed"
        }
    }
}
