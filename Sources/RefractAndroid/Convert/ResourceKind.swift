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

    /// The files of `values/` holding simple values, in the order `valuesFile` numbers them.
    static let valuesFileNames = ["colors.xml", "dimens.xml", "integers.xml", "strings.xml"]

    /// Where in `valuesFileNames` the simple values of this kind are written; nil for styles and separate
    /// files. A number rather than the name, so that placing a resource hashes no string.
    var valuesFile: Int? {
        switch self {
        case .color: 0
        case .dimen, .float: 1
        case .integer: 2
        case .string: 3
        case .textAppearance, .gradient, .interpolator: nil
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

    /// A small number for hashing.
    var index: Int {
        switch self {
        case .color: 0
        case .dimen: 1
        case .integer: 2
        case .string: 3
        case .style: 4
        case .drawable: 5
        case .interpolator: 6
        case .attr: 7
        }
    }
}
