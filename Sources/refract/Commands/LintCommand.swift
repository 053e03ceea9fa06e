import RefractArguments
import RefractDiagnostics
import RefractKit

/// `refract lint`: read, resolve and report.
struct LintCommand {
    var inputs: [String]
    var format: String
    var policy: DiagnosticPolicy
    var color: ColorChoice
    var quiet: Bool

    init(_ parsed: ParsedCommand) {
        let given = parsed.positionals("tokens")
        inputs = given.isEmpty ? ["tokens"] : given
        format = parsed.option("format") ?? "text"
        policy = DiagnosticPolicy(strict: parsed.flag("strict"), warningsAsErrors: parsed.flag("warnings-as-errors"))
        color = ColorChoice(rawValue: parsed.option("color") ?? "auto") ?? .auto
        quiet = parsed.flag("quiet")
    }

    func run(_ console: inout Console) -> Int32 {
        let result = LintPipeline.run(inputs: inputs, policy: policy)
        DiagnosticOutput(format: format, color: color, quiet: quiet)
            .emit(result.diagnostics, sources: result.sources, summarySuffix: LintCommand.scope(tokens: result.tokens.count, files: result.files.count), to: &console)
        return result.errorCount > 0 ? 1 : 0
    }

    static func scope(tokens: Int, files: Int) -> String {
        "\(tokens) \(tokens == 1 ? "token" : "tokens") in \(files) \(files == 1 ? "file" : "files")"
    }
}
