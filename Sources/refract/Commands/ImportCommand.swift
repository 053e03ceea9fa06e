import RefractArguments
import RefractDiagnostics
import RefractImport
import RefractKit
import RefractOutput

/// `refract import --from FORMAT IN --out DIR`: the native read of IN, written as DTCG files through the
/// build's writer, so a bad input writes nothing and a file refract did not write is never replaced.
/// Without `--from` (or IN) the config's input in another format is converted, as `lint` and `build` read it.
enum ImportCommand {
    static func run(_ parsed: ParsedCommand, project: ProjectConfig, _ console: inout Console) throws(UsageError) -> Int32 {
        let output = DiagnosticOutput(parsed)
        let config = project.config
        let foreign = config.tokens.filter { config.tokenFormats[$0] != nil }
        guard let input = parsed.positional("input") ?? (foreign.count == 1 ? foreign[0] : nil) else {
            throw usage(.missingArgument("<input>"))
        }
        let flags = try ReadingFlags(parsed)
        guard let format = flags.format ?? config.format(of: input) else {
            throw usage(.missingArgument("--from <format>"))
        }
        guard let out = parsed.option("out") else { throw usage(.missingArgument("--out <dir>")) }
        let policy = config.policy(flags)
        let keepGoing = parsed.flag("keep-going")
        var result = TokenMigration.run(TokenMigration.Request(input: input, format: format, policy: policy, keepGoing: keepGoing))
        // The policy covers the conversion's own warnings too: --warnings-as-errors stops at what cannot be carried.
        result.diagnostics = DiagnosticReport(result.diagnostics).finalized(with: policy)
        let errors = result.diagnostics.contains { $0.severity == .error }
        guard !errors || (keepGoing && !result.files.isEmpty && KeepGoing.tolerates(result.diagnostics)), !result.files.isEmpty else {
            output.emit(result.diagnostics, sources: result.load.sources, summarySuffix: "no files written", to: &console)
            return errors ? ExitStatus.of(result.diagnostics).rawValue : ExitStatus.failure.rawValue
        }
        let writer = OutputWriter(root: out, replacing: .anotherOutFolder)
        let staging: OutputStaging
        switch OutputStaging.open(writer: writer, whileWaiting: { console.err("refract: another run is writing \(out)/; waiting for it") }) {
        case .success(let opened): staging = opened
        case .failure(let problem):
            output.emit([problem.diagnostic], sources: SourceStore(), summarySuffix: "no files written", to: &console)
            return ExitStatus.failure.rawValue
        }
        staging.stage(result.files)
        let paths = result.files.map(\.path)
        let (changes, writeDiagnostics) = staging.commit(producing: paths, owners: ["import": paths])
        if !writeDiagnostics.isEmpty {
            output.emit(result.diagnostics + writeDiagnostics, sources: result.load.sources, summarySuffix: "no files written", to: &console)
            return ExitStatus.failure.rawValue
        }
        let leftOut = keepGoing ? result.load.failedPaths.count : 0
        let tokens = (result.load.model?.paths.count ?? 0) - leftOut
        let written = changes.filter { $0.kind != .removed }.count
        var suffix = "\(tokens) \(tokens == 1 ? "token" : "tokens"); wrote \(written) of \(paths.count) \(paths.count == 1 ? "file" : "files") to \(out)/"
        if keepGoing, let words = KeepGoing.leftOut(result.load) { suffix += "; " + words }
        output.emit(result.diagnostics, sources: result.load.sources, summarySuffix: suffix, to: &console)
        return ExitStatus.of(result.diagnostics).rawValue
    }

    static func usage(_ problem: UsageProblem) -> UsageError {
        UsageError(
            problems: [problem], commandPath: ["refract", "import"],
            usage: "refract import [<input>] [--from <format>] --out <dir>")
    }
}
