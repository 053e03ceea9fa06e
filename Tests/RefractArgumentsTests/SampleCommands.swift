import RefractArguments

/// A cut-down `refract` command tree used by every test in this target.
enum SampleCommands {
    static let tokens = ArgumentSpec("tokens", help: "Token files or folders to read.", isRepeating: true)
    static let strict = OptionSpec.flag("strict", help: "Treat compatibility warnings as errors.")

    static let build = CommandSpec(
        name: "build",
        abstract: "Compile tokens into platform outputs.",
        discussion: "Without arguments, reads refract.yaml in the current folder.",
        arguments: [tokens],
        options: [
            .option("resolver", valueName: "file", help: "A DTCG resolver document."),
            .option("out", short: "o", valueName: "dir", help: "The output folder.", defaultValue: "output"),
            .option(
                "platform", help: "A platform to build; repeat for several.",
                allowedValues: ["swift", "css", "android", "json"], isRepeating: true),
            .flag("check", help: "Write nothing; fail when a generated file on disk is stale."),
            strict,
        ])

    static let lint = CommandSpec(
        name: "lint",
        abstract: "Check tokens without writing files.",
        arguments: [tokens],
        options: [
            .option(
                "format", help: "How to print diagnostics.", allowedValues: ["text", "json", "github", "sarif"],
                defaultValue: "text"),
            strict,
            .flag("warnings-as-errors", help: "Fail on warnings too."),
        ])

    static let render = CommandSpec(
        name: "render",
        abstract: "Render a template with a JSON context.",
        arguments: [ArgumentSpec("template", help: "The template file.", isRequired: true)],
        options: [.option("data", valueName: "file", help: "The JSON context.", isRequired: true)])

    static let template = CommandSpec(
        name: "template",
        abstract: "List, show and render templates.",
        subcommands: [
            CommandSpec(name: "list", abstract: "List the built-in templates."),
            CommandSpec(
                name: "cat", abstract: "Print a built-in template.",
                arguments: [ArgumentSpec("name", help: "The template name.", isRequired: true)]),
            render,
        ])

    static let root = CommandSpec(
        name: "refract",
        abstract: "Compile design tokens into platform code.",
        discussion: "Reads DTCG design tokens and writes Swift, CSS, Android resources and a JSON theme bundle from one validated model.",
        version: "0.1.0",
        options: [.flag("quiet", short: "q", help: "Print errors only.")],
        subcommands: [build, lint, template])

    static func parse(_ arguments: [String], width: Int = 80) -> ParseOutcome {
        ArgumentParser.parse(arguments, root: root, helpWidth: width)
    }
}
