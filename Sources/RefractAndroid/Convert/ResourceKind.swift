/// The kinds of resource a token becomes, with where each is written and how an overlay refers to it.
enum ResourceKind: String, Hashable, Sendable, CaseIterable {
    case color
    case dimen
    /// A unitless non-integer: `<item type="dimen" format="float">`, read with `getFloat`.
    case float
    case integer
    case string
    case textAppearance
    case gradient
    case interpolator

    /// The class inside `R` whose fields the names become; names collide only within one.
    var rClass: RClass {
        switch self {
        case .color: .color
        case .dimen, .float: .dimen
        case .integer: .integer
        case .string: .string
        case .textAppearance: .style
        case .gradient: .drawable
        case .interpolator: .interpolator
        }
    }

    /// The `format` of the `<attr>` a themed resource of this kind is reached through.
    var attrFormat: String {
        switch self {
        case .color: "color"
        case .dimen: "dimension"
        case .float: "float"
        case .integer: "integer"
        case .string: "string"
        case .textAppearance, .gradient, .interpolator: "reference"
        }
    }

    /// The file of `values/` holding the simple values of this kind; nil for styles and separate files.
    var valuesFileName: String? {
        switch self {
        case .color: "colors.xml"
        case .dimen, .float: "dimens.xml"
        case .integer: "integers.xml"
        case .string: "strings.xml"
        case .textAppearance, .gradient, .interpolator: nil
        }
    }

    /// The element a simple value of this kind is written as.
    var elementName: String {
        switch self {
        case .float: "item"
        default: rawValue
        }
    }

    /// The element's attributes after `name`: a float is a dimen item read with `getFloat`, and a font name
    /// or a token's text is no text to translate; text holding `%` is no format string either (aapt2 refuses
    /// several `%` in one string that does not say so).
    func elementAttributes(_ text: String) -> [AndroidAttribute] {
        switch self {
        case .float: [AndroidAttribute(name: "type", value: "dimen"), AndroidAttribute(name: "format", value: "float")]
        case .string where text.utf8.contains(UInt8(ascii: "%")):
            [AndroidAttribute(name: "translatable", value: "false"), AndroidAttribute(name: "formatted", value: "false")]
        case .string: [AndroidAttribute(name: "translatable", value: "false")]
        default: []
        }
    }

    /// The resource folder of a file-per-resource kind.
    var folder: String? {
        switch self {
        case .gradient: "drawable"
        case .interpolator: "interpolator"
        default: nil
        }
    }
}

/// The classes of `R` that resources become fields of.
enum RClass: String, Sendable, CaseIterable {
    case color, dimen, integer, string, style, drawable, interpolator, attr
}
