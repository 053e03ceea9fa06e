import RefractArguments
import RefractDiagnostics
import RefractKit

/// `refract lint`: read, resolve every permutation, check the names every platform of the config would
/// give (what `build` would reject), and report, under the config's inputs and policy. The findings are the
/// kit's (`TokenProject.lintDiagnostics`), as the LSP's and MCP's are.
struct LintCommand {
    var project: TokenProject
    var output: DiagnosticOutput
    /// `--keep-going`: the rules and the platforms' names are checked on the tokens that could be read.
    var keepGoing: Bool

    init(_ parsed: ParsedCommand, project config: ProjectConfig) throws(UsageError) {
        project = TokenProject(
            configPath: config.path, config: config.config, configDiagnostics: config.diagnostics,
            configSources: config.sources, given: parsed.positionals("tokens"), flags: try ReadingFlags(parsed))
        output = DiagnosticOutput(parsed)
        keepGoing = parsed.flag("keep-going")
    }

    func run(_ console: inout Console) -> Int32 {
        let result = TokenLoader.run(project.request)
        let diagnostics = project.lintDiagnostics(result, keepGoing: keepGoing)
        output.note(ReferenceOnlySummary.line(result, request: project.request), to: &console)
        var scope = Self.scope(result)
        if keepGoing, KeepGoing.tolerates(result.diagnostics), let leftOut = KeepGoing.leftOut(result) { scope += "; " + leftOut }
        output.emit(diagnostics, sources: result.sources, summarySuffix: scope, to: &console)
        return ExitStatus.of(diagnostics).rawValue
    }

    /// `23 tokens in 4 files`, or with modes `23 tokens × 4 permutations from 5 files`.
    static func scope(_ result: LoadResult) -> String {
        let files = result.files.count
        let fileText = "\(files) \(files == 1 ? "file" : "files")"
        guard let model = result.model else { return "no tokens; " + fileText }
        let tokens = model.paths.count
        let tokenText = "\(tokens) \(tokens == 1 ? "token" : "tokens")"
        let permutations = model.permutations.count
        if model.axes.isEmpty { return "\(tokenText) in \(fileText)" }
        return "\(tokenText) × \(permutations) \(permutations == 1 ? "permutation" : "permutations") from \(fileText)"
    }
}
