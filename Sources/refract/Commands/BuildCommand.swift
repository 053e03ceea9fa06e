import Foundation
import RefractArguments
import RefractDiagnostics
import RefractKit
import RefractOutput

/// `refract build`: config and flags → load → backends → all-or-nothing write (or `--check`).
struct BuildCommand {
    var request: BuildRequest
    var check: Bool
    var verbose: Bool
    var output: DiagnosticOutput
    var configSources: SourceStore
    var configPath: String?
    /// Where the config names the output folder; nil when `--out` names it.
    var outputSpan: SourceSpan?
    var outputFromFlag = false
    /// The files the last run read (the resolver's token files), for `watch`.
    private(set) var lastLoadedFiles: [String] = []
    /// Under `watch`: the warnings of the previous run, which are not printed again while they stay the same.
    var previousWarnings: Set<Diagnostic>?
    /// `--keep-renamed N`: how many renaming releases keep old names, and the history file beside the config.
    var keepRenamed: (releases: Int, historyPath: String)?

    /// Combines the config (read without error) with the flags.
    static func make(_ parsed: ParsedCommand, project: ProjectConfig) throws(UsageError) -> BuildCommand {
        let config = project.config
        let load = try project.loadRequest(parsed)
        let selected = parsed.options("platform")
        let platforms = !selected.isEmpty ? selected : project.enabledPlatforms
        var overrides: [String: String] = [:]
        for name in PlatformRegistry.names {
            if let template = config.platforms[name]?.template { overrides[name] = template }
        }
        var request = BuildRequest(
            load: load, output: parsed.option("out") ?? config.output, platforms: platforms,
            options: project.platformOptions,
            templateOverrides: overrides, customOutputs: config.outputs, overwrite: config.overwrite,
            lint: project.lintConfiguration)
        request.keepGoing = parsed.flag("keep-going")
        var command = BuildCommand(
            request: request, check: parsed.flag("check"), verbose: parsed.flag("verbose"),
            output: DiagnosticOutput(parsed), configSources: project.sources, configPath: project.path,
            outputSpan: parsed.option("out") == nil ? config.outputSpan : nil, outputFromFlag: parsed.option("out") != nil)
        if let text = parsed.option("keep-renamed") {
            guard let releases = Int(text), releases > 0 else {
                throw UsageError(
                    problems: [.invalidValue(text, option: "--keep-renamed", suggestion: nil, allowedValues: [])],
                    commandPath: ["refract", "build"], usage: "refract build --keep-renamed <releases>")
            }
            let folder = project.path.map { ($0 as NSString).deletingLastPathComponent } ?? ""
            command.keepRenamed = (releases, folder.isEmpty ? RenameHistory.fileName : folder + "/" + RenameHistory.fileName)
        }
        return command
    }

    /// Runs the build; a request with a document cache gets the next one for the next run (`watch`).
    mutating func run(_ console: inout Console) -> Int32 {
        let started = Date()
        if let problem = OutputPlacement.problem(
            for: request, configPath: configPath, outputSpan: outputSpan,
            fromFlag: outputFromFlag)
        {
            output.emit([problem], sources: configSources, summarySuffix: check ? nil : "no files written", to: &console)
            return ExitStatus.usage.rawValue
        }
        let writer = OutputWriter(root: request.output, overwrite: request.overwrite)
        // A build stages each platform's files while the others are still generated; --check compares.
        var staging: OutputStaging?
        let waiting = "refract: another build is writing \(request.output)/; waiting for it (at most \(Int(OutputStaging.lockWaitSeconds)) s)"
        if !check {
            switch OutputStaging.open(writer: writer, whileWaiting: { console.err(waiting) }) {
            case .success(let opened):
                staging = opened
                report(opened.recovered, to: &console)
            case .failure(let problem):
                output.emit([problem.diagnostic], sources: SourceStore(), summarySuffix: "no files written", to: &console)
                return 1
            }
        } else {
            // A killed build's journal is completed or undone first, so the check sees a whole set.
            switch OutputStaging.recoverKilledBuild(in: writer, whileWaiting: { console.err(waiting) }) {
            case .success(let recovered): report(recovered, to: &console)
            case .failure(let problem):
                output.emit([problem.diagnostic], sources: SourceStore(), summarySuffix: nil, to: &console)
                return 1
            }
        }
        if let keepRenamed {
            let (history, problem) = RenameHistory.read(at: keepRenamed.historyPath)
            if let problem {
                staging?.abandon()
                output.emit([problem], sources: SourceStore(), summarySuffix: "no files written", to: &console)
                return ExitStatus.failure.rawValue
            }
            request.renameHistory = history
        }
        let result = BuildPipeline.run(request, staging: staging)
        lastLoadedFiles = result.load.files
        request.load.cache = result.load.cache
        guard result.blockingErrorCount == 0 else {
            staging?.abandon()
            report(result.diagnostics, sources: result.sources, summarySuffix: "no files written", to: &console)
            return ExitStatus.of(result.diagnostics).rawValue
        }
        let fileCount = result.paths.count
        guard let staging else {
            let changes = writer.changes(for: result.files, owners: result.owners)
            let status = reportCheck(changes, fileCount: fileCount, diagnostics: result.diagnostics, sources: result.sources, to: &console)
            return max(status, ExitStatus.of(result.diagnostics).rawValue)
        }
        let (changes, writeDiagnostics) = staging.commit(producing: result.paths, owners: result.owners)
        if !writeDiagnostics.isEmpty {
            output.emit(result.diagnostics + writeDiagnostics, sources: result.sources, summarySuffix: "no files written", to: &console)
            return ExitStatus.failure.rawValue
        }
        if !output.quiet {
            for summary in result.summaries {
                console.err("  \(summary.platform): \(summary.files) \(summary.files == 1 ? "file" : "files") in \(Self.milliseconds(summary.seconds))")
            }
            if verbose {
                console.err("  load and resolve: \(Self.milliseconds(result.loadSeconds)); total: \(Self.milliseconds(Date().timeIntervalSince(started)))")
            }
        }
        if let keepRenamed, var history = request.renameHistory, let model = result.load.model {
            history.record(model, keeping: keepRenamed.releases)
            if history != request.renameHistory { try? history.write(to: keepRenamed.historyPath) }
        }
        output.note(ReferenceOnlySummary.line(result.load, request: request.load), to: &console)
        output.note(APIScopeSummary.line(result.load.model, platforms: request.platforms, options: request.options), to: &console)
        let written = changes.filter { $0.kind != .removed }.count
        let removed = changes.count - written
        var suffix = "wrote \(written) of \(fileCount) \(fileCount == 1 ? "file" : "files") to \(request.output)/"
        if removed > 0 { suffix += ", removed \(removed) stale" }
        if let leftOut = KeepGoing.leftOut(result.load), request.keepGoing { suffix += "; " + leftOut }
        report(result.diagnostics, sources: result.sources, summarySuffix: suffix, to: &console)
        return ExitStatus.of(result.diagnostics).rawValue
    }

    /// Says what was done about a build killed in the output folder: it changed files the user may see.
    private func report(_ recovered: KilledBuildRecovery?, to console: inout Console) {
        switch recovered {
        case .finished?:
            console.err("refract: a build killed in \(request.output)/ while putting its files in place left it half done; finished it from its journal")
        case .undone?:
            console.err("refract: a build killed in \(request.output)/ before putting its files in place left them staged; removed them")
        case nil: break
        }
    }

    /// Prints a build's diagnostics; under `watch`, a warning the previous build gave too is counted, not repeated.
    private mutating func report(_ diagnostics: [Diagnostic], sources: SourceStore, summarySuffix: String, to console: inout Console) {
        guard let previous = previousWarnings else {
            output.emit(diagnostics, sources: sources, summarySuffix: summarySuffix, to: &console)
            return
        }
        previousWarnings = Set(diagnostics.filter { $0.severity == .warning })
        output.emit(diagnostics, sources: sources, summarySuffix: summarySuffix, to: &console, unchanged: previous)
    }

    /// `--check`: in text, one line per stale file and a unified diff of each that differs; in a machine
    /// format, a `build.stale-file` error per file in the document, so its counts agree with the exit
    /// status, located at the first line that differs.
    private func reportCheck(
        _ changes: [OutputWriter.Change], fileCount: Int, diagnostics: [Diagnostic], sources: SourceStore,
        to console: inout Console
    ) -> Int32 {
        let root = request.output
        guard output.format == "text" else {
            let stale = changes.map { change in
                let path = "\(root)/\(change.path)"
                return Diagnostic.error(
                    "build.stale-file", "'\(path)' \(Self.staleness(change.kind)); the output folder is stale",
                    at: change.kind == .created ? nil : Self.span(at: change.firstDifference, in: path), help: "run 'refract build'")
            }
            output.emit(diagnostics + stale, sources: sources, summarySuffix: nil, to: &console)
            return stale.isEmpty ? ExitStatus.success.rawValue : ExitStatus.failure.rawValue
        }
        output.emit(diagnostics, sources: sources, summarySuffix: nil, to: &console, summary: false)
        if changes.isEmpty {
            if !output.quiet { console.err("refract: \(root)/ is up to date (\(fileCount) files)") }
            return ExitStatus.success.rawValue
        }
        var lines = ["refract: error: [build.stale-file] \(changes.count) \(changes.count == 1 ? "file is" : "files are") stale in \(root)/; run 'refract build':"]
        for change in changes {
            let kind = change.kind == .created ? "missing" : change.kind == .removed ? "no longer generated" : "differs"
            lines.append("  \(kind): \(root)/\(change.path)")
            if !change.excerpt.isEmpty {
                lines.append("--- \(root)/\(change.path)\t(on disk)\n+++ \(root)/\(change.path)\t(from the tokens)")
                lines.append(change.excerpt)
            }
        }
        console.err(lines.joined(separator: "\n"))
        return ExitStatus.failure.rawValue
    }

    /// Where a stale file first differs (its first line when that is not known), as an empty span.
    static func span(at position: SourcePosition?, in path: String) -> SourceSpan {
        guard let position else { return .file(path) }
        return SourceSpan(file: path, start: position, end: position)
    }

    static func staleness(_ kind: OutputWriter.Change.Kind) -> String {
        switch kind {
        case .created: "is missing"
        case .updated: "differs from what the tokens make"
        case .removed: "is no longer generated"
        }
    }

    static func milliseconds(_ seconds: Double) -> String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
    }
}
