import RefractModel

/// A token's type read from its value in place. `Token.type` is another module's computed property, so
/// reading it through a pointer copied the whole value first (a copy and retains for each lookup, and an
/// alias's target is looked up in every permutation).
enum CSSTokenType {
    @inline(__always)
    static func of(_ token: UnsafePointer<Token>) -> TokenType {
        switch token.pointee.value {
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
