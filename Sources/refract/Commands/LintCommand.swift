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

    init(_ parsed: ParsedCommand, project: ProjectConfig) throws(UsageError) {
        request = try project.loadRequest(parsed)
        output = DiagnosticOutput(parsed)
        platforms = project.enabledPlatforms
        options = project.platformOptions
        lint = project.lintConfiguration
        outputContexts = project.config.outputs.map(\.context)
    }

    func run(_ console: inout Console) -> Int32 {
        let result = TokenLoader.run(request)
        var diagnostics = result.diagnostics
        if let model = result.model, result.errorCount == 0 {
            let found = LintStage.run(
                model, lint, built: platforms + outputContexts.filter { !platforms.contains($0) }, options: options,
                policy: request.policy)
            diagnostics = NameCollisionReport.folded(DiagnosticReport(diagnostics + found).finalized(with: request.policy))
        }
        output.note(ReferenceOnlySummary.line(result, request: request), to: &console)
        output.emit(diagnostics, sources: result.sources, summarySuffix: Self.scope(result), to: &console)
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
