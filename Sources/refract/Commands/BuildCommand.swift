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
    /// The files the last run read (the resolver's token files), for `watch`.
    private(set) var lastLoadedFiles: [String] = []

    /// Reads the config and combines it with the flags. Config problems are returned for exit code 2.
    static func make(_ parsed: ParsedCommand) throws(UsageError) -> (BuildCommand?, [Diagnostic], SourceStore) {
        var config = RefractConfig()
        var configDiagnostics: [Diagnostic] = []
        var configSources = SourceStore()
        let configPath = parsed.option("config") ?? ConfigReader.find()
        if let path = configPath {
            let (read, diagnostics, sources) = ConfigReader.read(path: path)
            configDiagnostics = diagnostics
            configSources = sources
            if let read { config = read }
        }
        if configDiagnostics.contains(where: { $0.severity == .error }) { return (nil, configDiagnostics, configSources) }

        let given = parsed.positionals("tokens")
        let resolver = parsed.option("resolver") ?? (given.isEmpty ? config.resolver : nil)
        let inputs = !given.isEmpty ? given : (resolver != nil ? [] : (config.tokens.isEmpty ? ["tokens"] : config.tokens))
        let policy = DiagnosticPolicy(
            strict: parsed.flag("strict") || config.strict,
            warningsAsErrors: parsed.flag("warnings-as-errors") || config.warningsAsErrors)
        let load = LoadRequest(
            inputs: inputs, resolver: resolver,
            modifierInputs: try ModifierInputs.parse(parsed.options("input"), command: parsed.path), policy: policy,
            colorSchemeAxis: config.colorSchemeAxis, themeAxis: config.themeAxis, contrastAxis: config.contrastAxis,
            resolverRoots: config.resolverRoots + parsed.options("resolver-root"))
        let selected = parsed.options("platform")
        let platforms = !selected.isEmpty
            ? selected
            : PlatformRegistry.names.filter { config.platforms[$0]?.enabled ?? true }
        var options: [String: PlatformOptions] = [:]
        var overrides: [String: String] = [:]
        for name in PlatformRegistry.names {
            let platform = config.platforms[name] ?? RefractConfig.PlatformConfig()
            options[name] = PlatformOptions(
                destination: platform.destination ?? name, prefix: platform.prefix, settings: platform.settings)
            if let template = platform.template { overrides[name] = template }
        }
        let request = BuildRequest(
            load: load, output: parsed.option("out") ?? config.output, platforms: platforms, options: options,
            templateOverrides: overrides, customOutputs: config.outputs, overwrite: config.overwrite)
        let command = BuildCommand(
            request: request, check: parsed.flag("check"), verbose: parsed.flag("verbose"),
            output: DiagnosticOutput(
                format: parsed.option("format") ?? "text",
                color: ColorChoice(rawValue: parsed.option("color") ?? "auto") ?? .auto, quiet: parsed.flag("quiet"),
                verbose: parsed.flag("verbose")),
            configSources: configSources, configPath: configPath)
        return (command, configDiagnostics, configSources)
    }

    /// Runs the build; a request with a document cache gets the next one for the next run (`watch`).
    mutating func run(_ console: inout Console) -> Int32 {
        let started = Date()
        let writer = OutputWriter(root: request.output, overwrite: request.overwrite)
        // A build stages each platform's files while the others are still generated; --check compares.
        var staging: OutputStaging?
        if !check {
            let opened = OutputStaging.open(writer: writer) {
                console.err("refract: another build is writing \(request.output)/; waiting for it (at most \(Int(OutputStaging.lockWaitSeconds)) s)")
            }
            switch opened {
            case .success(let opened): staging = opened
            case .failure(let problem):
                output.emit([problem.diagnostic], sources: SourceStore(), summarySuffix: "no files written", to: &console)
                return 1
            }
        }
        let result = BuildPipeline.run(request, staging: staging)
        lastLoadedFiles = result.load.files
        request.load.cache = result.load.cache
        guard result.errorCount == 0 else {
            staging?.abandon()
            output.emit(result.diagnostics, sources: result.sources, summarySuffix: "no files written", to: &console)
            return 1
        }
        let fileCount = result.paths.count
        guard let staging else {
            let changes = writer.changes(for: result.files, owners: result.owners)
            output.emit(result.diagnostics, sources: result.sources, summarySuffix: nil, to: &console, summary: false)
            if changes.isEmpty {
                if !output.quiet { console.err("refract: \(request.output)/ is up to date (\(fileCount) files)") }
                return 0
            }
            var lines = ["refract: \(changes.count) \(changes.count == 1 ? "file is" : "files are") stale in \(request.output)/; run 'refract build':"]
            for change in changes {
                lines.append("  \(change.kind.rawValue == "created" ? "missing" : change.kind.rawValue == "removed" ? "no longer generated" : "differs"): \(request.output)/\(change.path)")
                if !change.excerpt.isEmpty { lines.append(change.excerpt) }
            }
            console.err(lines.joined(separator: "\n"))
            return 1
        }
        let (changes, writeDiagnostics) = staging.commit(producing: result.paths, owners: result.owners)
        if !writeDiagnostics.isEmpty {
            output.emit(result.diagnostics + writeDiagnostics, sources: result.sources, summarySuffix: "no files written", to: &console)
            return 1
        }
        if !output.quiet {
            for summary in result.summaries {
                console.err("  \(summary.platform): \(summary.files) \(summary.files == 1 ? "file" : "files") in \(Self.milliseconds(summary.seconds))")
            }
            if verbose {
                console.err("  load and resolve: \(Self.milliseconds(result.loadSeconds)); total: \(Self.milliseconds(Date().timeIntervalSince(started)))")
            }
        }
        let written = changes.filter { $0.kind != .removed }.count
        let removed = changes.count - written
        var suffix = "wrote \(written) of \(fileCount) \(fileCount == 1 ? "file" : "files") to \(request.output)/"
        if removed > 0 { suffix += ", removed \(removed) stale" }
        output.emit(result.diagnostics, sources: result.sources, summarySuffix: suffix, to: &console)
        return 0
    }

    static func milliseconds(_ seconds: Double) -> String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
    }
}
