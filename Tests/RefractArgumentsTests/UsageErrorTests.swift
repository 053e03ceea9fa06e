import RefractArguments
import Testing

/// One rejected command line and the whole text it must print.
struct UsageErrorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var text: String
    var testDescription: String { name }
}

@Suite("Usage errors, exact text")
struct UsageErrorTests {
    static let lintUsage = """
        Usage: refract lint [<tokens> ...] [--format <format>] [--strict] [--warnings-as-errors]
        See 'refract lint --help' for more information.
        """
    static let buildUsage = """
        Usage: refract build [<tokens> ...] [--resolver <file>] [--out <dir>] [--platform <platform> ...] [--check] [--strict]
        See 'refract build --help' for more information.
        """
    static let rootUsage = """
        Usage: refract [--quiet] <subcommand>
        See 'refract --help' for more information.
        """
    static let renderUsage = """
        Usage: refract template render <template> --data <file>
        See 'refract template render --help' for more information.
        """

    static let cases: [UsageErrorCase] = [
        UsageErrorCase(
            name: "invalid: unknown option with suggestion", arguments: ["lint", "--fromat", "json"],
            text: "Error: Unknown option '--fromat'. Did you mean '--format'?\n" + lintUsage),
        UsageErrorCase(
            name: "invalid: unknown option with =value", arguments: ["lint", "--strct=1"],
            text: "Error: Unknown option '--strct'. Did you mean '--strict'?\n" + lintUsage),
        UsageErrorCase(
            name: "invalid: unknown option, nothing close", arguments: ["lint", "--banana"],
            text: "Error: Unknown option '--banana'\n" + lintUsage),
        UsageErrorCase(
            name: "invalid: unknown short option", arguments: ["lint", "-x"],
            text: "Error: Unknown option '-x'\n" + lintUsage),
        UsageErrorCase(
            name: "invalid: unknown letter in a group of short flags", arguments: ["-qz"],
            text: "Error: Unknown option '-z'\n" + rootUsage),
        UsageErrorCase(
            name: "invalid: value not allowed, with suggestion", arguments: ["lint", "--format", "sarf"],
            text: """
                Error: The value 'sarf' is invalid for '--format <format>'. Did you mean 'sarif'? \
                Use one of: text, json, github, sarif.\n
                """ + lintUsage),
        UsageErrorCase(
            name: "invalid: value not allowed, nothing close", arguments: ["lint", "--format=xml"],
            text: """
                Error: The value 'xml' is invalid for '--format <format>'. Use one of: text, json, github, sarif.\n
                """ + lintUsage),
        UsageErrorCase(
            name: "invalid: missing value at the end", arguments: ["lint", "--format"],
            text: "Error: Missing value for '--format <format>'\n" + lintUsage),
        UsageErrorCase(
            name: "invalid: missing value before another option", arguments: ["build", "--out", "--strict"],
            text: "Error: Missing value for '--out <dir>'\n" + buildUsage),
        UsageErrorCase(
            name: "invalid: missing value before --", arguments: ["build", "-o", "--", "x"],
            text: "Error: Missing value for '--out <dir>'\n" + buildUsage),
        UsageErrorCase(
            name: "invalid: single-valued option repeated", arguments: ["build", "-o", "a", "--out", "b", "--out=c"],
            text: "Error: The option '--out <dir>' cannot be given more than once\n" + buildUsage),
        UsageErrorCase(
            name: "invalid: flag with a value", arguments: ["lint", "--strict=yes"],
            text: "Error: The flag '--strict' does not take a value\n" + lintUsage),
        UsageErrorCase(
            name: "invalid: unknown subcommand with suggestion", arguments: ["bild"],
            text: "Error: Unknown subcommand 'bild'. Did you mean 'build'?\n" + rootUsage),
        UsageErrorCase(
            name: "invalid: unknown subcommand suggests help", arguments: ["hlep", "build"],
            text: "Error: Unknown subcommand 'hlep'. Did you mean 'help'?\n" + rootUsage),
        UsageErrorCase(
            name: "invalid: unknown subcommand, nothing close", arguments: ["compile", "--out", "x"],
            text: "Error: Unknown subcommand 'compile'\n" + rootUsage),
        UsageErrorCase(
            name: "invalid: unknown nested subcommand", arguments: ["template", "rendr"],
            text: """
                Error: Unknown subcommand 'rendr'. Did you mean 'render'?
                Usage: refract template <subcommand>
                See 'refract template --help' for more information.
                """),
        UsageErrorCase(
            name: "invalid: unexpected positional", arguments: ["template", "cat", "swift", "css"],
            text: """
                Error: Unexpected argument 'css'
                Usage: refract template cat <name>
                See 'refract template cat --help' for more information.
                """),
        UsageErrorCase(
            name: "invalid: several unexpected positionals", arguments: ["template", "list", "a", "b"],
            text: """
                Error: 2 unexpected arguments: 'a', 'b'
                Usage: refract template list
                See 'refract template list --help' for more information.
                """),
        UsageErrorCase(
            name: "invalid: positional after -- where subcommands are expected", arguments: ["--", "build"],
            text: "Error: Unexpected argument 'build'\n" + rootUsage),
        UsageErrorCase(
            name: "invalid: missing required positional and option", arguments: ["template", "render"],
            text: """
                Error: Missing expected argument '<template>'
                Error: Missing expected argument '--data <file>'\n
                """ + renderUsage),
        UsageErrorCase(
            name: "invalid: required option given without value is reported once",
            arguments: ["template", "render", "t", "--data"],
            text: "Error: Missing value for '--data <file>'\n" + renderUsage),
        UsageErrorCase(
            name: "invalid: two errors collected in one run", arguments: ["lint", "--fromat", "json", "--format", "sarf"],
            text: """
                Error: Unknown option '--fromat'. Did you mean '--format'?
                Error: The value 'sarf' is invalid for '--format <format>'. Did you mean 'sarif'? \
                Use one of: text, json, github, sarif.\n
                """ + lintUsage),
        UsageErrorCase(
            name: "invalid: errors of every kind in one run",
            arguments: ["build", "--platform", "swfit", "--strict=1", "--chek", "-o"],
            text: """
                Error: The value 'swfit' is invalid for '--platform <platform>'. Did you mean 'swift'? \
                Use one of: swift, css, android, json.
                Error: The flag '--strict' does not take a value
                Error: Unknown option '--chek'. Did you mean '--check'?
                Error: Missing value for '--out <dir>'\n
                """ + buildUsage),
        UsageErrorCase(
            name: "invalid: root option after the subcommand belongs to no one", arguments: ["lint", "--quiet"],
            text: "Error: Unknown option '--quiet'\n" + lintUsage),
    ]

    @Test(arguments: cases)
    func rejects(_ testCase: UsageErrorCase) {
        guard case .usageError(let error) = SampleCommands.parse(testCase.arguments) else {
            Issue.record("expected a usage error, got \(SampleCommands.parse(testCase.arguments))")
            return
        }
        #expect(error.description == testCase.text)
    }

    @Test func errorCarriesItsCommandAndProblems() {
        guard case .usageError(let error) = SampleCommands.parse(["template", "render", "--dta", "e", "f"])
        else {
            Issue.record("expected a usage error")
            return
        }
        #expect(error.commandPath == ["refract", "template", "render"])
        #expect(error.usage == "refract template render <template> --data <file>")
        #expect(
            error.problems == [
                .unknownOption("--dta", suggestion: "--data"), .unexpectedArguments(["f"]),
                .missingArgument("--data <file>"),
            ])
    }
}
