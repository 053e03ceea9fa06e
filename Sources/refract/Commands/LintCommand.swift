import RefractArguments
import RefractDiagnostics
import RefractKit
import RefractLint
import RefractOutput

/// `refract lint`: read, resolve every permutation, check the names every platform of the config would
/// give (what `build` would reject), and report, under the config's inputs and policy.
struct LintCommand {
    var request: LoadRequest
    var output: DiagnosticOutput
    var platforms: [String]
    var options: [String: PlatformOptions]
    var lint: LintConfiguration
    /// The contexts the config's `outputs` build: a build makes their names even for a platform it does not write.
    var outputContexts: [String]
    /// `--keep-going`: the rules and the platforms' names are checked on the tokens that could be read.
    var keepGoing: Bool

    init(_ parsed: ParsedCommand, project: ProjectConfig) throws(UsageError) {
        request = try project.loadRequest(parsed)
        output = DiagnosticOutput(parsed)
        platforms = project.enabledPlatforms
        options = project.platformOptions
        lint = project.lintConfiguration
        outputContexts = project.config.outputs.map(\.context)
        keepGoing = parsed.flag("keep-going")
    }

    func run(_ console: inout Console) -> Int32 {
        let result = TokenLoader.run(request)
        var diagnostics = result.diagnostics
        let keepingGoing = keepGoing && KeepGoing.tolerates(result.diagnostics)
        if let model = keepingGoing ? KeepGoing.model(of: result) : result.model, result.errorCount == 0 || keepingGoing {
            let found = LintStage.run(
                model, lint, built: platforms + outputContexts.filter { !platforms.contains($0) }, options: options,
                policy: request.policy)
            diagnostics = NameCollisionReport.folded(DiagnosticReport(diagnostics + found).finalized(with: request.policy))
        }
        output.note(ReferenceOnlySummary.line(result, request: request), to: &console)
        var scope = Self.scope(result)
        if keepingGoing, let leftOut = KeepGoing.leftOut(result) { scope += "; " + leftOut }
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
