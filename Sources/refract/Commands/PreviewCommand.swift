import RefractArguments
import RefractDiagnostics
import RefractKit
import RefractOutput

/// `refract preview`: config and flags → load → the style guide page → one file, written only when there
/// is no error and never over a file Refract did not write.
struct PreviewCommand {
    static let defaultOutput = "preview.html"

    var request: PreviewRequest
    var output: DiagnosticOutput

    init(_ parsed: ParsedCommand, project: ProjectConfig) throws(UsageError) {
        request = PreviewRequest(
            load: try project.loadRequest(parsed), output: parsed.option("out") ?? Self.defaultOutput,
            templateOverride: parsed.option("template"), title: parsed.option("title"),
            lint: project.lintConfiguration, config: project.config)
        output = DiagnosticOutput(parsed)
    }

    func run(_ console: inout Console) -> Int32 {
        let result = PreviewPipeline.run(request)
        guard let page = result.page else {
            output.emit(result.diagnostics, sources: result.sources, summarySuffix: "nothing written", to: &console)
            return ExitStatus.of(result.diagnostics).rawValue
        }
        let scope = LintCommand.scope(result.load)
        switch PreviewWriter.write(page) {
        case .written:
            output.emit(result.diagnostics, sources: result.sources, summarySuffix: "wrote \(page.path) (\(scope))", to: &console)
            return ExitStatus.of(result.diagnostics).rawValue
        case .unchanged:
            output.emit(
                result.diagnostics, sources: result.sources, summarySuffix: "\(page.path) is up to date (\(scope))", to: &console)
            return ExitStatus.of(result.diagnostics).rawValue
        case .failed(let problem):
            output.emit(result.diagnostics + [problem], sources: result.sources, summarySuffix: "nothing written", to: &console)
            return ExitStatus.failure.rawValue
        }
    }
}
