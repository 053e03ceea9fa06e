import Foundation
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
    /// `--from`, `--resolver`, `--input`, `--strict`…, applied to each side as a build of it would.
    var flags: ReadingFlags
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
        flags = try ReadingFlags(parsed)
        // `--format` names the report's format here: the diagnostics are always text, on stderr.
        diagnostics = DiagnosticOutput(
            format: "text", color: ColorChoice(rawValue: parsed.option("color") ?? "auto") ?? .auto, quiet: parsed.flag("quiet"))
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
            old = newPath == "." ? extracted.folder : URL(fileURLWithPath: extracted.folder + "/" + newPath).standardized.path
        } else {
            old = oldPath ?? "."
        }
        // The revision's files are read from a temporary copy; they are shown as `REV:path` instead.
        let shown: (String) -> String = { text in snapshot?.displayed(text) ?? text }
        var sides: [DiffSide] = []
        var found: [Diagnostic] = []
        var sources = SourceStore()
        let toRead: [(path: String, knownAs: String?, name: String, display: (String) -> String)] = [
            (old, revision.map { _ in newPath }, revision.map { "'\(newPath)' at \($0)" } ?? "'\(old)'", shown),
            (newPath, nil, "'\(newPath)'", { $0 }),
        ]
        for (path, knownAs, name, display) in toRead {
            let (project, configProblems, configSources) = DiffProject.at(path, fallback: fallback, flags: flags, knownAs: knownAs)
            found += configProblems.map { $0.rewritingPaths(display) }
            sources.add(configSources.rewritingPaths(display))
            guard let project else {
                diagnostics.emit(found, sources: sources, summarySuffix: "nothing compared", to: &console)
                return ExitStatus.usage.rawValue
            }
            let (side, result) = project.load()
            found += result.diagnostics.map { $0.rewritingPaths(display) }
            sources.add(result.sources.rewritingPaths(display))
            guard let side else {
                diagnostics.emit(found, sources: sources, summarySuffix: "in \(name), nothing compared", to: &console)
                return max(ExitStatus.of(found).rawValue, ExitStatus.failure.rawValue)
            }
            sides.append(side)
        }
        let diff = TokenDiffer.compare(old: sides[0], new: sides[1])
        let compared = diff.comparedPermutations.count
        diagnostics.emit(
            found, sources: sources,
            summarySuffix: "\(compared) \(compared == 1 ? "permutation" : "permutations") compared", to: &console)
        switch report {
        case .markdown: console.outExactly(MarkdownDiffRenderer.render(diff))
        case .json: console.outExactly(JSONDiffRenderer.render(diff))
        case .html: console.outExactly(HTMLDiffRenderer.render(diff))
        }
        return failOnBreaking && diff.isBreaking ? ExitStatus.failure.rawValue : ExitStatus.success.rawValue
    }
}
