/// One mistake on the command line. Names appear as the user typed them or as usage shows them.
package enum UsageProblem: Sendable, Hashable {
    case unknownOption(String, suggestion: String?)
    case unknownSubcommand(String, suggestion: String?)
    /// `option` is the display name, e.g. `--format <format>`.
    case missingValue(option: String)
    case invalidValue(String, option: String, suggestion: String?, allowedValues: [String])
    case unexpectedArguments([String])
    /// `name` is `<tokens>` for a positional or `--data <data>` for a required option.
    case missingArgument(String)
    case repeatedOption(String)
    case flagWithValue(String)

    /// The text after `Error: `.
    package var message: String {
        switch self {
        case .unknownOption(let name, let suggestion):
            return "Unknown option '\(name)'" + Self.didYouMean(suggestion)
        case .unknownSubcommand(let name, let suggestion):
            return "Unknown subcommand '\(name)'" + Self.didYouMean(suggestion)
        case .missingValue(let option):
            return "Missing value for '\(option)'"
        case .invalidValue(let value, let option, let suggestion, let allowedValues):
            var text = "The value '\(value)' is invalid for '\(option)'"
            if let suggestion { text += ". Did you mean '\(suggestion)'?" } else { text += "." }
            if !allowedValues.isEmpty { text += " Use one of: \(allowedValues.joined(separator: ", "))." }
            return text
        case .unexpectedArguments(let arguments):
            if arguments.count == 1 { return "Unexpected argument '\(arguments[0])'" }
            let quoted = arguments.map { "'\($0)'" }.joined(separator: ", ")
            return "\(arguments.count) unexpected arguments: \(quoted)"
        case .missingArgument(let name):
            return "Missing expected argument '\(name)'"
        case .repeatedOption(let option):
            return "The option '\(option)' cannot be given more than once"
        case .flagWithValue(let flag):
            return "The flag '\(flag)' does not take a value"
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { ". Did you mean '\($0)'?" } ?? ""
    }
}
