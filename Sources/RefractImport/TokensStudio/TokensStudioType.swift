/// A Tokens Studio token type and what it becomes in DTCG. Tokens Studio writes most values as strings and
/// names its types after what a designer edits (`sizing`, `borderRadius`), so several become `dimension`.
enum TokensStudioType: Equatable {
    /// A type DTCG has; the value is translated to that type's form.
    case dtcg(String)
    /// `lineHeights`: a multiplier (`1.5`, `"150%"`) is a number, a length (`"24px"`) a dimension.
    case lineHeight
    /// `letterSpacing`: a percentage of the font size becomes `em`.
    case letterSpacing
    /// `opacity`: a fraction, or a percentage of 1.
    case opacity
    /// A type DTCG has no equivalent for: kept under a non-standard type, which no platform emits but `string`.
    case unmapped(keptAs: String)

    init(name: String) {
        switch name {
        case "color": self = .dtcg("color")
        case "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "paragraphSpacing", "paragraphIndent",
            "dimension", "size":
            self = .dtcg("dimension")
        case "fontWeights", "fontWeight": self = .dtcg("fontWeight")
        case "fontFamilies", "fontFamily": self = .dtcg("fontFamily")
        case "number": self = .dtcg("number")
        case "duration": self = .dtcg("duration")
        case "cubic-bezier", "cubicBezier": self = .dtcg("cubicBezier")
        case "boxShadow", "shadow": self = .dtcg("shadow")
        case "typography": self = .dtcg("typography")
        case "border": self = .dtcg("border")
        case "transition", "motion": self = .dtcg("transition")
        case "lineHeights", "lineHeight": self = .lineHeight
        case "letterSpacing": self = .letterSpacing
        case "opacity": self = .opacity
        case "boolean": self = .unmapped(keptAs: "boolean")
        case "composition": self = .unmapped(keptAs: "custom-composition")
        case "colorModifier": self = .unmapped(keptAs: "custom-color-modifier")
        // An asset (an image's URL or path), text, a text case or decoration, and unknown names: text, which
        // platforms emit as it is written.
        default: self = .unmapped(keptAs: "string")
        }
    }

    /// The `$type` written for a value that is not an alias; `value` picks between number and dimension.
    func dtcgName(for value: TokensStudioValueKind) -> String {
        switch self {
        case .dtcg(let name): name
        case .lineHeight: value == .length ? "dimension" : "number"
        case .letterSpacing: "dimension"
        case .opacity: "number"
        case .unmapped(let kept): kept
        }
    }
}

/// What a scalar Tokens Studio value looks like, as far as choosing its DTCG type needs.
enum TokensStudioValueKind: Equatable {
    case length
    case other
}
