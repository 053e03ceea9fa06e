import RefractArguments
import RefractDiagnostics

/// Prints diagnostics in the chosen format: text on stderr, machine formats complete on stdout.
struct DiagnosticOutput {
    var format: String
    var color: ColorChoice
    var quiet: Bool
    /// Every diagnostic in text output, not the first few of each code.
    var verbose = false

    init(format: String, color: ColorChoice, quiet: Bool) {
        self.format = format
        self.color = color
        self.quiet = quiet
    }

    /// From `--format`, `--color`, `--quiet` (or `quiet` when given) and `--verbose`.
    init(_ parsed: ParsedCommand, quiet: Bool? = nil) {
        self.init(
            format: parsed.option("format") ?? "text",
            color: ColorChoice(rawValue: parsed.option("color") ?? "auto") ?? .auto,
            quiet: quiet ?? parsed.flag("quiet"))
        verbose = parsed.flag("verbose")
    }

    /// `unchanged`: warnings printed before (by `watch`'s previous build) that text output does not repeat; it
    /// says how many there are instead, and the summary still counts them. Machine formats carry them all.
    func emit(
        _ diagnostics: [Diagnostic], sources: SourceStore, summarySuffix: String?, to console: inout Console,
        summary: Bool = true, unchanged: Set<Diagnostic> = []
    ) {
        switch format {
        case "json":
            console.out(JSONRenderer().render(diagnostics))
        case "github":
            let rendered = GitHubRenderer(paths: RepositoryRoot.annotationPaths()).render(visible(diagnostics))
            if !rendered.isEmpty { console.out(rendered) }
        case "sarif":
            console.out(SARIFRenderer(toolVersion: RefractCommand.version).render(diagnostics, sources: sources))
        default:
            let useColor = shouldUseColor(
                choice: color, isTerminal: Terminal.isTerminal(fileDescriptor: Terminal.standardError),
                environment: console.environment)
            let all = visible(diagnostics)
            let visible = all.filter { $0.severity != .warning || !unchanged.contains($0) }
            let (shown, leftOut) = verbose ? (visible, []) : FloodGrouping().split(visible)
            if !shown.isEmpty {
                console.err(TextRenderer(useColor: useColor).render(shown, sources: sources))
            }
            for group in leftOut { console.err(FloodGrouping.line(group)) }
            let repeated = all.count - visible.count
            if repeated > 0 {
                console.err("refract: \(repeated) unchanged \(repeated == 1 ? "warning" : "warnings") (printed at an earlier build)")
            }
            if !quiet && summary {
                let errors = diagnostics.filter { $0.severity == .error }.count
                let warnings = diagnostics.filter { $0.severity == .warning }.count
                console.err(TextRenderer.summary(errors: errors, warnings: warnings, suffix: summarySuffix))
            }
        }
    }

    /// A line of its own on stderr, in text and unless `--quiet`.
    func note(_ line: String?, to console: inout Console) {
        guard let line, format == "text", !quiet else { return }
        console.err(line)
    }

    private func visible(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
    }
}
