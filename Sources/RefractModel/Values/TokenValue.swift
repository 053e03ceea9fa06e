/// A validated value of one of the 13 DTCG types.
public enum TokenValue: Sendable, Hashable, Codable {
    case color(ColorValue)
    case dimension(Dimension)
    case fontFamily([String])
    case fontWeight(FontWeight)
    case duration(Duration)
    case cubicBezier(CubicBezier)
    case number(Double)
    case strokeStyle(StrokeStyle)
    case border(Border)
    case transition(Transition)
    /// One layer or several; `isList` remembers whether the source wrote an array.
    case shadow([ShadowLayer], isList: Bool)
    case gradient([GradientStop])
    case typography(Typography)
    /// A value of a non-standard type, kept as JSON with its type name.
    case other(typeName: String, value: JSONValue)

    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        case .other: .other
        }
    }
}

extension TokenValue {
    /// The `$type` string of the value: the standard name, or the non-standard one as written.
    package var typeName: String {
        if case .other(let name, _) = self { return name }
        return type.rawValue
    }
}
