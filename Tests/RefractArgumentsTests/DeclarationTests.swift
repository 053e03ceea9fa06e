import RefractArguments
import Testing

@Suite("Declarations")
struct DeclarationTests {
    @Test func sampleTreeIsWellDeclared() {
        #expect(SampleCommands.root.declarationProblems == [])
    }

    @Test func mistakesInADeclarationAreAllReported() {
        let broken = CommandSpec(
            name: "tool", abstract: "", version: "1",
            arguments: [
                ArgumentSpec("files", help: "", isRepeating: true), ArgumentSpec("last", help: "", isRequired: true),
            ],
            options: [
                .flag("version", help: ""), .flag("quiet", short: "q", help: ""),
                .flag("quick", short: "q", help: ""), .flag("hush", short: "h", help: ""),
                .option("format", help: "", allowedValues: ["a", "b"], defaultValue: "c"),
                .option("data", help: "", defaultValue: "x", isRequired: true),
            ],
            subcommands: [CommandSpec(name: "help", abstract: "")])
        #expect(
            broken.declarationProblems == [
                "tool: option '--version' is declared twice or clashes with a built-in",
                "tool: short name '-q' is declared twice or clashes with '-h'",
                "tool: short name '-h' is declared twice or clashes with '-h'",
                "tool: default 'c' of '--format' is not an allowed value",
                "tool: required option '--data' cannot have a default",
                "tool: a command with subcommands cannot take positional arguments",
                "tool: repeating argument '<files>' must be the last",
                "tool: required argument '<last>' follows an optional one",
                "tool: subcommand 'help' is declared twice or clashes with 'help'",
            ])
    }

    @Test func singleCommandToolWithoutSubcommands() {
        let tool = CommandSpec(
            name: "tool", abstract: "Does one thing.",
            arguments: [ArgumentSpec("input", help: "", isRequired: true), ArgumentSpec("output", help: "")],
            options: [.option("mode", short: "m", help: "", allowedValues: ["fast", "slow"])])
        #expect(
            ArgumentParser.parse(["help", "-m=slow"], root: tool)
                == .command(ParsedCommand(path: [], values: ["mode": ["slow"]], positionalValues: ["input": ["help"]])))
        guard case .usageError(let error) = ArgumentParser.parse(["a", "b", "c"], root: tool) else {
            Issue.record("expected a usage error")
            return
        }
        #expect(
            error.description == """
                Error: Unexpected argument 'c'
                Usage: tool <input> [<output>] [--mode <mode>]
                See 'tool --help' for more information.
                """)
    }
}
