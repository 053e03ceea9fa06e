import RefractArguments
import Testing

/// One accepted command line and what it must parse to.
struct ParsingCase: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var path: [String]
    var flags: Set<String> = []
    var values: [String: [String]] = [:]
    var positionals: [String: [String]] = [:]
    var testDescription: String { name }
}

@Suite("Parsing accepted command lines")
struct ParsingTests {
    static let cases: [ParsingCase] = [
        ParsingCase(name: "valid: subcommand alone", arguments: ["build"], path: ["build"]),
        ParsingCase(
            name: "valid: --opt value", arguments: ["lint", "--format", "json"], path: ["lint"],
            values: ["format": ["json"]]),
        ParsingCase(
            name: "valid: --opt=value", arguments: ["lint", "--format=sarif"], path: ["lint"],
            values: ["format": ["sarif"]]),
        ParsingCase(
            name: "valid: --opt= keeps an empty value", arguments: ["build", "--resolver="], path: ["build"],
            values: ["resolver": [""]]),
        ParsingCase(
            name: "valid: --opt=value keeps later equals signs", arguments: ["build", "--resolver=a=b.json"],
            path: ["build"], values: ["resolver": ["a=b.json"]]),
        ParsingCase(
            name: "valid: short option with separate value", arguments: ["build", "-o", "out"], path: ["build"],
            values: ["out": ["out"]]),
        ParsingCase(
            name: "valid: short option with attached value", arguments: ["build", "-oout"], path: ["build"],
            values: ["out": ["out"]]),
        ParsingCase(name: "valid: short flag at the root", arguments: ["-q", "lint"], path: ["lint"], flags: ["quiet"]),
        ParsingCase(
            name: "valid: flags", arguments: ["build", "--check", "--strict"], path: ["build"],
            flags: ["check", "strict"]),
        ParsingCase(
            name: "valid: a flag given twice", arguments: ["lint", "--strict", "--strict"], path: ["lint"],
            flags: ["strict"]),
        ParsingCase(
            name: "valid: repeated option keeps order", arguments: ["build", "--platform", "css", "--platform=swift"],
            path: ["build"], values: ["platform": ["css", "swift"]]),
        ParsingCase(
            name: "valid: positionals between options",
            arguments: ["build", "a.json", "--strict", "b.yaml", "--out", "dir", "c"], path: ["build"],
            flags: ["strict"], values: ["out": ["dir"]], positionals: ["tokens": ["a.json", "b.yaml", "c"]]),
        ParsingCase(
            name: "valid: a lone dash is a positional", arguments: ["lint", "-"], path: ["lint"],
            positionals: ["tokens": ["-"]]),
        ParsingCase(
            name: "valid: -- ends options", arguments: ["lint", "--", "--strict", "-h", "--help", "x"],
            path: ["lint"], positionals: ["tokens": ["--strict", "-h", "--help", "x"]]),
        ParsingCase(
            name: "valid: options before --", arguments: ["lint", "--strict", "--", "--format"], path: ["lint"],
            flags: ["strict"], positionals: ["tokens": ["--format"]]),
        ParsingCase(
            name: "valid: nested subcommand", arguments: ["template", "render", "t.mustache", "--data", "d.json"],
            path: ["template", "render"], values: ["data": ["d.json"]],
            positionals: ["template": ["t.mustache"]]),
        ParsingCase(
            name: "valid: option before the positional", arguments: ["template", "render", "--data=d.json", "t"],
            path: ["template", "render"], values: ["data": ["d.json"]], positionals: ["template": ["t"]]),
    ]

    @Test(arguments: cases)
    func parses(_ testCase: ParsingCase) throws {
        guard case .command(let command) = SampleCommands.parse(testCase.arguments) else {
            Issue.record("expected a command, got \(SampleCommands.parse(testCase.arguments))")
            return
        }
        #expect(command.path == testCase.path)
        #expect(command.flags == testCase.flags)
        #expect(command.values == testCase.values)
        #expect(command.positionalValues == testCase.positionals)
    }

    @Test func accessorsFallBackToDeclaredDefaults() throws {
        guard case .command(let command) = SampleCommands.parse(["lint", "a.json"]) else {
            Issue.record("expected a command")
            return
        }
        #expect(command.option("format") == "text")
        #expect(command.options("format") == ["text"])
        #expect(!command.isSpecified("format"))
        #expect(command.flag("strict") == false)
        #expect(command.positionals("tokens") == ["a.json"])
        #expect(command.positional("tokens") == "a.json")
        #expect(command.options("platform") == [])
    }

    @Test func accessorsReturnGivenValues() throws {
        guard case .command(let command) = SampleCommands.parse(["build", "--platform", "css", "-o", "x", "--strict"])
        else {
            Issue.record("expected a command")
            return
        }
        #expect(command.option("out") == "x")
        #expect(command.isSpecified("out"))
        #expect(command.options("platform") == ["css"])
        #expect(command.flag("strict"))
        #expect(command.option("resolver") == nil)
        #expect(command.positionals("tokens") == [])
    }

    @Test func versionAtTheRoot() {
        #expect(SampleCommands.parse(["--version"]) == .version("0.1.0"))
        #expect(SampleCommands.parse(["-q", "--version"]) == .version("0.1.0"))
        // Version wins over usage errors, as help does.
        #expect(SampleCommands.parse(["--version", "--bogus"]) == .version("0.1.0"))
    }

    @Test func versionIsNotAnOptionOfSubcommands() {
        guard case .usageError(let error) = SampleCommands.parse(["lint", "--version"]) else {
            Issue.record("expected a usage error")
            return
        }
        #expect(error.problems == [.unknownOption("--version", suggestion: nil)])
    }

    @Test func versionNeedsADeclaredVersion() {
        let root = CommandSpec(name: "tool", abstract: "A tool.")
        guard case .usageError(let error) = ArgumentParser.parse(["--version"], root: root) else {
            Issue.record("expected a usage error")
            return
        }
        #expect(error.problems == [.unknownOption("--version", suggestion: nil)])
    }

    @Test func exitCodeOfUsageErrorsIsTwo() {
        #expect(UsageError.exitCode == 2)
    }
}
