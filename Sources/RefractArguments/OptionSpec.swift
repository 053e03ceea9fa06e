/// A named option (`--format <format>`) or flag (`--strict`), declared once; usage, help and
/// error texts are all generated from this declaration.
package struct OptionSpec: Sendable, Hashable {
    /// The long name without dashes, e.g. `format`.
    package var name: String
    var shortName: Character?
    package var help: String
    /// Nil for a flag, which takes no value.
    package var valueName: String?
    /// When not empty, the only values accepted (an enumeration such as `text|json|github|sarif`).
    package var allowedValues: [String]
    package var defaultValue: String?
    package var isRepeating: Bool
    package var isRequired: Bool

    var isFlag: Bool { valueName == nil }

    package static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(
            name: name, shortName: short, help: help, valueName: nil, allowedValues: [], defaultValue: nil,
            isRepeating: false, isRequired: false)
    }

    package static func option(
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
