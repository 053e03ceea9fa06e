/// A named option (`--format <format>`) or flag (`--strict`), declared once; usage, help and
/// error texts are all generated from this declaration.
public struct OptionSpec: Sendable, Hashable {
    /// The long name without dashes, e.g. `format`.
    public var name: String
    var shortName: Character?
    public var help: String
    /// Nil for a flag, which takes no value.
    public var valueName: String?
    /// When not empty, the only values accepted (an enumeration such as `text|json|github|sarif`).
    public var allowedValues: [String]
    public var defaultValue: String?
    public var isRepeating: Bool
    public var isRequired: Bool

    var isFlag: Bool { valueName == nil }

    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(
            name: name, shortName: short, help: help, valueName: nil, allowedValues: [], defaultValue: nil,
            isRepeating: false, isRequired: false)
    }

    public static func option(
        _ name: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: String,
        allowedValues: [String] = [],
        defaultValue: String? = nil,
        isRepeating: Bool = false,
        isRequired: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            name: name, shortName: short, help: help, valueName: valueName ?? name, allowedValues: allowedValues,
            defaultValue: defaultValue, isRepeating: isRepeating, isRequired: isRequired)
    }

    var longName: String { "--\(name)" }

    /// The name as error messages quote it: `--format <format>` or `--strict`.
    var displayName: String {
        guard let valueName else { return longName }
        return "\(longName) <\(valueName)>"
    }
}
