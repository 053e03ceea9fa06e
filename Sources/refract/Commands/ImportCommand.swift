import RefractArguments
import RefractDiagnostics
import RefractImport
import RefractKit
import RefractOutput

/// `refract import --from FORMAT IN --out DIR`: the native read of IN, written as DTCG files through the
/// build's writer, so a bad input writes nothing and a file refract did not write is never replaced.
enum ImportCommand {
    static func run(_ parsed: ParsedCommand, _ console: inout Console) -> Int32 {
        let output = DiagnosticOutput(parsed)
        guard let input = parsed.positional("input"), let out = parsed.option("out"),
            let format = parsed.option("from").flatMap(TokenFormat.init(rawValue:))
        else { return ExitStatus.usage.rawValue }
        let result = TokenMigration.run(TokenMigration.Request(input: input, format: format))
        guard result.load.errorCount == 0, !result.files.isEmpty else {
            output.emit(result.diagnostics, sources: result.load.sources, summarySuffix: "no files written", to: &console)
            return result.load.errorCount > 0 ? ExitStatus.of(result.diagnostics).rawValue : ExitStatus.failure.rawValue
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
        let tokens = result.load.model?.paths.count ?? 0
        let written = changes.filter { $0.kind != .removed }.count
        output.emit(
            result.diagnostics, sources: result.load.sources,
            summarySuffix: "\(tokens) \(tokens == 1 ? "token" : "tokens"); wrote \(written) of \(paths.count) \(paths.count == 1 ? "file" : "files") to \(out)/",
            to: &console)
        return ExitStatus.success.rawValue
    }
}
