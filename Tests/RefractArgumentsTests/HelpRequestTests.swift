import RefractArguments
import Testing

@Suite("Asking for help")
struct HelpRequestTests {
    private func help(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        guard case .help(let text) = SampleCommands.parse(arguments) else {
            Issue.record("expected help for \(arguments)", sourceLocation: sourceLocation)
            return nil
        }
        return text
    }

    private func helpOf(_ path: [String]) -> String? {
        HelpGenerator.helpText(root: SampleCommands.root, path: path)
    }

    @Test(arguments: [
        ["build", "--help"], ["build", "-h"], ["help", "build"], ["build", "x.json", "--strict", "--help"],
        ["--help", "build"], ["build", "--fromat", "-h"], ["help", "build", "--strict"], ["help", "build", "-h"],
    ])
    func helpForBuild(_ arguments: [String]) {
        #expect(help(arguments) == helpOf(["build"]))
    }

    @Test(arguments: [["template", "render", "--help"], ["help", "template", "render"], ["template", "-h", "render"]])
    func helpForNestedSubcommand(_ arguments: [String]) {
        #expect(help(arguments) == helpOf(["template", "render"]))
    }

    @Test(arguments: [[], ["--help"], ["-h"], ["help"], ["-q"], ["--help", "--version"]])
    func helpForRoot(_ arguments: [String]) {
        #expect(help(arguments) == helpOf([]))
    }

    @Test func groupOfSubcommandsAloneShowsItsHelp() {
        #expect(help(["template"]) == helpOf(["template"]))
    }

    @Test func helpAfterTerminatorIsAPositional() {
        guard case .command(let command) = SampleCommands.parse(["lint", "--", "--help"]) else {
            Issue.record("expected a command")
            return
        }
        #expect(command.positionals("tokens") == ["--help"])
    }

    @Test func helpCommandWithUnknownName() {
        guard case .usageError(let error) = SampleCommands.parse(["help", "bild"]) else {
            Issue.record("expected a usage error")
            return
        }
        #expect(
            error.description == """
                Error: Unknown subcommand 'bild'. Did you mean 'build'?
                Usage: refract [--quiet] <subcommand>
                See 'refract --help' for more information.
                """)
    }

    @Test func helpCommandWithTooManyNames() {
        guard case .usageError(let error) = SampleCommands.parse(["help", "lint", "extra"]) else {
            Issue.record("expected a usage error")
            return
        }
        #expect(error.problems == [.unexpectedArguments(["extra"])])
    }

    @Test func helpTextForUnknownPathIsNil() {
        #expect(helpOf(["nope"]) == nil)
    }
}
