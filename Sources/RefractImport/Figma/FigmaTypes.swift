/// Figma's `resolvedType` and `scopes` → a DTCG `$type`. Figma stores every number as a bare FLOAT; the
/// scopes (where the variable may be bound) are the only hint of its unit, so a FLOAT is a px dimension
/// when every scope is a length, a font weight when it is only for font weights, and a number otherwise.
enum FigmaTypes {
    static let knownTypes: Set<String> = ["BOOLEAN", "FLOAT", "STRING", "COLOR"]

    /// Scopes whose values Figma draws in px.
    static let lengthScopes: Set<String> = [
        "WIDTH_HEIGHT", "GAP", "CORNER_RADIUS", "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING",
        "PARAGRAPH_INDENT", "STROKE_FLOAT", "EFFECT_FLOAT",
    ]

    /// The DTCG type a variable's own scopes give, or nil when they say nothing (`ALL_SCOPES`, none, a mix),
    /// in which case an alias takes its target's type.
    static func scopedType(resolvedType: String, scopes: [String]) -> String? {
        let scopes = Set(scopes)
        switch resolvedType {
        case "COLOR": return "color"
        case "BOOLEAN": return "boolean"
        case "STRING": return scopes.contains("FONT_FAMILY") ? "fontFamily" : "string"
        case "FLOAT":
            if scopes.isEmpty || scopes.contains("ALL_SCOPES") { return nil }
            if scopes.isSubset(of: lengthScopes) { return "dimension" }
            if scopes == ["FONT_WEIGHT"] { return "fontWeight" }
            return "number"
        default: return nil
        }
    }
}
