import RefractArguments
import RefractDiagnostics
import RefractKit

/// `refract lint`: read, resolve every permutation, and report.
struct LintCommand {
    var request: LoadRequest
    var output: DiagnosticOutput

    init(_ parsed: ParsedCommand) throws(UsageError) {
        let given = parsed.positionals("tokens")
        request = LoadRequest(
            inputs: given.isEmpty && parsed.option("resolver") == nil ? ["tokens"] : given,
            resolver: parsed.option("resolver"),
            modifierInputs: try ModifierInputs.parse(parsed.options("input"), command: parsed.path),
            policy: DiagnosticPolicy(strict: parsed.flag("strict"), warningsAsErrors: parsed.flag("warnings-as-errors")),
            resolverRoots: parsed.options("resolver-root"))
        output = DiagnosticOutput(
            format: parsed.option("format") ?? "text",
            color: ColorChoice(rawValue: parsed.option("color") ?? "auto") ?? .auto, quiet: parsed.flag("quiet"),
                verbose: parsed.flag("verbose"))
    }

    func run(_ console: inout Console) -> Int32 {
        let result = TokenLoader.run(request)
        output.emit(result.diagnostics, sources: result.sources, summarySuffix: Self.scope(result), to: &console)
        return result.errorCount > 0 ? 1 : 0
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
