/// Which custom property of a token a declaration sets: the token's own, or one part of a typography token
/// (`--type-body-font-size`). Cells compare parts instead of names: within one token they name the same.
enum CSSPart: UInt8, Sendable, Hashable, CaseIterable {
    case whole
    case fontFamily
    case fontSize
    case fontWeight
    case letterSpacing
    case lineHeight

    /// What follows the token's name, without the dash; empty for the token itself.
    var suffix: String {
        switch self {
        case .whole: ""
        case .fontFamily: "font-family"
        case .fontSize: "font-size"
        case .fontWeight: "font-weight"
        case .letterSpacing: "letter-spacing"
        case .lineHeight: "line-height"
        }
    }

    /// The parts a typography token declares besides itself, in the order names are claimed.
    static let typographyParts: [CSSPart] = [.fontFamily, .fontSize, .fontWeight, .letterSpacing, .lineHeight]

    /// The property this part of the token named `name` sets.
    func name(of name: String) -> String {
        self == .whole ? name : name + "-" + suffix
    }
}
