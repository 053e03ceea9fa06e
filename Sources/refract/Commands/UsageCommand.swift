import RefractArguments
import RefractDiagnostics
import RefractKit
import RefractUsage

/// `refract usage PATH…`: which generated names an app's sources use, which they do not, and which
/// deprecated tokens they still use; the scanning lives in RefractUsage, the names come from the kit.
struct UsageCommand {
    var paths: [String]
    var tokens: [String]
    var format: String
    var failOnDeprecatedUse: Bool
    var config: RefractConfig
    var flags: ReadingFlags
    var diagnostics: DiagnosticOutput

    init(_ parsed: ParsedCommand, project: ProjectConfig) throws(UsageError) {
        paths = parsed.positionals("paths")
        tokens = parsed.options("tokens")
        format = parsed.option("format") ?? "text"
        failOnDeprecatedUse = parsed.option("fail-on") == "deprecated-use"
        config = project.config
        flags = try ReadingFlags(parsed)
        diagnostics = DiagnosticOutput(parsed)
    }

    func run(_ console: inout Console) -> Int32 {
        let missing = paths.filter { FileSystem.entry(at: $0) == .missing }
        if !missing.isEmpty {
            let problems = missing.map {
                Diagnostic.error("input.not-found", "no file or folder at '\($0)'", at: nil, help: "name the app's source folders")
            }
            diagnostics.emit(problems, sources: SourceStore(), summarySuffix: "nothing scanned", to: &console)
            return ExitStatus.usage.rawValue
        }
        let (names, result) = UsageNames.load(config: config, given: tokens, flags: flags)
        guard let names else {
            diagnostics.emit(result.diagnostics, sources: result.sources, summarySuffix: "nothing scanned", to: &console)
            return max(ExitStatus.of(result.diagnostics).rawValue, ExitStatus.failure.rawValue)
        }
        let report = UsageScan(names: names).run(paths)
        var sources = SourceStore()
        for (path, bytes) in report.sources { sources.add(path: path, bytes: bytes) }
        switch format {
        case "json": console.outExactly(report.json())
        case "github", "sarif": diagnostics.emit(report.deprecatedUseDiagnostics, sources: sources, summarySuffix: nil, to: &console)
        default:
            // The report on stdout; each use of a deprecated token also as a warning with its line, on stderr.
            console.outExactly(report.text())
            diagnostics.emit(report.deprecatedUseDiagnostics, sources: sources, summarySuffix: nil, to: &console, summary: false)
        }
        return failOnDeprecatedUse && !report.deprecatedUsed.isEmpty ? ExitStatus.failure.rawValue : ExitStatus.success.rawValue
    }
}
