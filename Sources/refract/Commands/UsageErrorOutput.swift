import RefractArguments
import RefractDiagnostics

/// A usage error in the format the command line asks for. A CI step that reads `--format json`, `github` or
/// `sarif` from stdout must get a document there, with a stable code, not an empty stdout and text on stderr.
/// The command line did not parse, so the format is found leniently: a `--format` anywhere before `--`.
enum UsageErrorOutput {
    static let machineFormats = ["json", "github", "sarif"]

    /// The last `--format F` or `--format=F` before `--` naming a machine format, else `text`.
    static func format(in arguments: [String]) -> String {
        var format = "text"
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            var value: String?
            if arguments[index] == "--format", index + 1 < arguments.count {
                value = arguments[index + 1]
                index += 1
            } else if arguments[index].hasPrefix("--format=") {
                value = String(arguments[index].dropFirst("--format=".count))
            }
            if let value, machineFormats.contains(value) { format = value }
            index += 1
        }
        return format
    }

    /// Prints `error` (text on stderr, a machine format on stdout) and gives the usage exit status.
    static func emit(_ error: UsageError, arguments: [String], to console: inout Console) -> Int32 {
        let format = format(in: arguments)
        if format == "text" {
            console.err(error.description)
        } else {
            DiagnosticOutput(format: format, color: .never, quiet: false)
                .emit(diagnostics(error), sources: SourceStore(), summarySuffix: nil, to: &console)
        }
        return UsageError.exitCode
    }

    /// One error per problem, with no location (the problem is on the command line), and as help the
    /// suggestion and where the command's options are listed.
    static func diagnostics(_ error: UsageError) -> [Diagnostic] {
        let seeHelp = "see '\(error.commandPath.joined(separator: " ")) --help'"
        return error.problems.map { problem in
            let (code, message, suggestion) = describe(problem)
            return .error(code, message, at: nil, help: suggestion.map { "did you mean '\($0)'? \(seeHelp)" } ?? seeHelp)
        }
    }

    static func describe(_ problem: UsageProblem) -> (DiagnosticCode, String, String?) {
        switch problem {
        case .unknownOption(let name, let suggestion):
            (DiagnosticCode("usage.unknown-option"), "unknown option '\(name)'", suggestion)
        case .unknownSubcommand(let name, let suggestion):
            (DiagnosticCode("usage.unknown-command"), "unknown command '\(name)'", suggestion)
        case .missingValue(let option):
            (DiagnosticCode("usage.missing-value"), "missing value for '\(option)'", nil)
        case .invalidValue(let value, let option, let suggestion, let allowed):
            (DiagnosticCode("usage.invalid-value"),
             "the value '\(value)' is invalid for '\(option)'" + (allowed.isEmpty ? "" : "; use one of: \(allowed.joined(separator: ", "))"),
             suggestion)
        case .flagWithValue(let flag):
            (DiagnosticCode("usage.invalid-value"), "the flag '\(flag)' does not take a value", nil)
        case .unexpectedArguments(let arguments):
            (DiagnosticCode("usage.unexpected-argument"),
             arguments.count == 1
                ? "unexpected argument '\(arguments[0])'"
                : "\(arguments.count) unexpected arguments: \(arguments.map { "'\($0)'" }.joined(separator: ", "))",
             nil)
        case .missingArgument(let name):
            (DiagnosticCode("usage.missing-argument"), "missing expected argument '\(name)'", nil)
        case .repeatedOption(let option):
            (DiagnosticCode("usage.repeated-option"), "the option '\(option)' cannot be given more than once", nil)
        }
    }
}
