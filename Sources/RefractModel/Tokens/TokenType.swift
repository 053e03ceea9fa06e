/// The 13 types of the DTCG Format Module 2025.10. `$type` strings are case-sensitive.
public enum TokenType: String, Sendable, Hashable, Codable, CaseIterable {
    case color
    case dimension
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case number
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
    case typography
    /// A non-standard type (`string`, `boolean`, `link`, `custom-*`): kept verbatim, never emitted.
    case other

    var isComposite: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: true
        default: false
        }
    }
}
