import RefractArguments

/// The declarations of every command, from which help and usage are generated.
enum RefractCommand {
    static let version = "0.1.0"

    static let formatOption = OptionSpec.option(
        "format", valueName: "format", help: "How to print diagnostics: human text on stderr, or a machine format on stdout.",
        allowedValues: ["text", "json", "github", "sarif"], defaultValue: "text")
    static let strictFlag = OptionSpec.flag(
        "strict", help: "Treat compatibility findings (legacy string values, non-standard types) as errors.")
    static let warningsAsErrorsFlag = OptionSpec.flag("warnings-as-errors", help: "Treat every warning as an error.")
    static let colorOption = OptionSpec.option(
        "color", valueName: "when", help: "Colour the text output.", allowedValues: ["auto", "always", "never"],
        defaultValue: "auto")
    static let resolverOption = OptionSpec.option(
        "resolver", valueName: "file",
        help: "A DTCG resolver document (.resolver.json/.yaml) naming the token files, themes and modes. Found automatically when a token folder holds exactly one.")
    static let inputOption = OptionSpec.option(
        "input", valueName: "modifier=context",
        help: "Resolve only the permutations with this context, e.g. --input theme=christmas --input mode=dark.",
        isRepeating: true)
    static let quietFlag = OptionSpec.flag("quiet", short: "q", help: "Print errors only, no warnings or summary.")

    static let lint = CommandSpec(
        name: "lint",
        abstract: "Check token files and report every problem with its location.",
        discussion: """
            Reads DTCG 2025.10 token files (.json, .jsonc, .json5, .yaml, .yml); directories are searched \
            recursively. Several files form one token set, merged in the order given. With a resolver \
            document every permutation of its modifiers (themes, light and dark, …) is resolved and \
            checked. Exits 0 when there are no errors, 1 when there are, 2 on a usage error.
            """,
        arguments: [ArgumentSpec("tokens", help: "Token files or directories (default: tokens).", isRepeating: true)],
        options: [resolverOption, inputOption, formatOption, strictFlag, warningsAsErrorsFlag, colorOption, quietFlag])

    static let root = CommandSpec(
        name: "refract",
        abstract: "A design-token compiler: DTCG tokens in, native Swift, CSS, Android and JSON out.",
        version: version,
        subcommands: [lint])
}
