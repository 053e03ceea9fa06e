import RefractArguments
import RefractDiagnostics
import RefractDiff
import RefractKit

/// `refract diff OLD NEW`, or `refract diff --git REV [PATH]`: loads both sides, compares them
/// (`TokenDiffer`) and prints the report; the comparison and the reports live in RefractDiff.
struct DiffCommand {
    enum Report { case markdown, json, html }

    var oldPath: String?
    var newPath: String
    var revision: String?
    var report: Report
    var failOnBreaking: Bool
    var fallback: RefractConfig
    var diagnostics: DiagnosticOutput

    init(_ parsed: ParsedCommand, project: ProjectConfig) throws(UsageError) {
        let old = parsed.positional("old"), new = parsed.positional("new")
        revision = parsed.option("git")
        if revision != nil {
            if let new { throw Self.usage(.unexpectedArguments([new])) }
            oldPath = nil
            newPath = old ?? "."
        } else {
            guard let old else { throw Self.usage(.missingArgument("<old>")) }
            guard let new else { throw Self.usage(.missingArgument("<new>")) }
            oldPath = old
            newPath = new
        }
        if parsed.flag("html"), parsed.values["format"] != nil {
            throw Self.usage(.unexpectedArguments(["--html"]))
        }
        report = parsed.flag("html") ? .html : (parsed.option("format") == "json" ? .json : .markdown)
        failOnBreaking = parsed.option("fail-on") == "breaking"
        fallback = project.config
        diagnostics = DiagnosticOutput(
            format: "text", color: ColorChoice(rawValue: parsed.option("color") ?? "auto") ?? .auto, quiet: false)
    }

    static func usage(_ problem: UsageProblem) -> UsageError {
        UsageError(
            problems: [problem], commandPath: ["refract", "diff"],
            usage: "refract diff <old> <new>\n       refract diff --git <rev> [<path>]")
    }

    func run(_ console: inout Console) -> Int32 {
        var snapshot: GitSnapshot?
        defer { snapshot?.remove() }
        let old: String
        if let revision {
            let (extracted, problems) = GitRevision.extract(revision, from: ".")
            guard let extracted else {
                diagnostics.emit(problems, sources: SourceStore(), summarySuffix: "nothing compared", to: &console)
                return ExitStatus.of(problems).rawValue
            }
            snapshot = extracted
            old = newPath == "." ? extracted.folder : extracted.folder + "/" + newPath
        } else {
            old = oldPath ?? "."
        }
        var sides: [DiffSide] = []
        for path in [old, newPath] {
            let (project, configProblems, configSources) = DiffProject.at(path, fallback: fallback)
            guard let project else {
                diagnostics.emit(configProblems, sources: configSources, summarySuffix: "nothing compared", to: &console)
                return ExitStatus.usage.rawValue
            }
            let (side, result) = project.load()
            guard let side else {
                diagnostics.emit(result.diagnostics, sources: result.sources, summarySuffix: "in '\(path)', nothing compared", to: &console)
                return max(ExitStatus.of(result.diagnostics).rawValue, ExitStatus.failure.rawValue)
            }
            sides.append(side)
        }
        let diff = TokenDiffer.compare(old: sides[0], new: sides[1])
        switch report {
        case .markdown: console.outExactly(MarkdownDiffRenderer.render(diff))
        case .json: console.outExactly(JSONDiffRenderer.render(diff))
        case .html: console.outExactly(HTMLDiffRenderer.render(diff))
        }
        return failOnBreaking && diff.isBreaking ? ExitStatus.failure.rawValue : ExitStatus.success.rawValue
    }
}
