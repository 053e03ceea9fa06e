import RefractModel

/// A `$type` as written: one of the 13 DTCG types, or a non-standard one that we keep with a warning.
enum DeclaredType: Hashable, Sendable {
    case standard(TokenType)
    case other(String)
    /// A `$type` that was itself wrong (already reported): the token fails quietly.
    case invalid

    /// Non-standard types seen in real token sets (Terrazzo's `boolean`, `string`, `link`; `custom-*`).
    static let knownNonStandard: Set<String> = ["string", "boolean", "link"]

    init?(_ name: String) {
        if let type = TokenType(rawValue: name), type != .other {
            self = .standard(type)
        } else if Self.knownNonStandard.contains(name) || name.hasPrefix("custom-") {
            self = .other(name)
        } else {
            return nil
        }
    }

    var name: String {
        switch self {
        case .standard(let type): type.rawValue
        case .other(let name): name
        case .invalid: "(invalid)"
        }
    }
}
