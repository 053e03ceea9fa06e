import RefractArguments
import RefractDiagnostics
import RefractKit
import RefractOutput

/// `refract lint`: read, resolve every permutation, check the names every platform of the config would
/// give (what `build` would reject), and report.
struct LintCommand {
    var request: LoadRequest
    var output: DiagnosticOutput
    var platforms: [String]
    var options: [String: PlatformOptions]
    /// Problems of the config file, which exit 2 as they do for `build`.
    var configDiagnostics: [Diagnostic] = []
    var configSources = SourceStore()

    init(_ parsed: ParsedCommand) throws(UsageError) {
        var config = RefractConfig()
        if let path = parsed.option("config") ?? ConfigReader.find() {
            let (read, diagnostics, sources) = ConfigReader.read(path: path)
            (configDiagnostics, configSources) = (diagnostics, sources)
            if let read { config = read }
        }
        let given = parsed.positionals("tokens")
        let resolver = parsed.option("resolver") ?? (given.isEmpty ? config.resolver : nil)
        request = LoadRequest(
            inputs: !given.isEmpty ? given : (resolver != nil ? [] : (config.tokens.isEmpty ? ["tokens"] : config.tokens)),
            resolver: resolver,
            modifierInputs: try ModifierInputs.parse(parsed.options("input"), command: parsed.path),
            policy: DiagnosticPolicy(
                strict: parsed.flag("strict") || config.strict,
                warningsAsErrors: parsed.flag("warnings-as-errors") || config.warningsAsErrors),
            colorSchemeAxis: config.colorSchemeAxis, themeAxis: config.themeAxis, contrastAxis: config.contrastAxis)
        platforms = PlatformRegistry.names.filter { config.platforms[$0]?.enabled ?? true }
        var options: [String: PlatformOptions] = [:]
        for name in PlatformRegistry.names {
            let platform = config.platforms[name] ?? RefractConfig.PlatformConfig()
            options[name] = PlatformOptions(
                destination: platform.destination ?? name, prefix: platform.prefix, settings: platform.settings)
        }
        self.options = options
        output = DiagnosticOutput(
            format: parsed.option("format") ?? "text",
            color: ColorChoice(rawValue: parsed.option("color") ?? "auto") ?? .auto, quiet: parsed.flag("quiet"))
    }

    func run(_ console: inout Console) -> Int32 {
        if configDiagnostics.contains(where: { $0.severity == .error }) {
            output.emit(configDiagnostics, sources: configSources, summarySuffix: nil, to: &console)
            return UsageError.exitCode
        }
        let result = TokenLoader.run(request)
        var diagnostics = result.diagnostics
        if let model = result.model, result.errorCount == 0 {
            diagnostics += PlatformNameCheck.run(model, platforms: platforms, options: options)
        }
        output.emit(diagnostics, sources: result.sources, summarySuffix: Self.scope(result), to: &console)
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }

    /// `23 tokens in 4 files`, or with modes `23 tokens × 4 permutations from 5 files`.
    static func scope(_ result: LoadResult) -> String {
        let files = result.files.count
        let fileText = "\(files) \(files == 1 ? "file" : "files")"
        guard let model = result.model else { return "no tokens; " + fileText }
        let tokens = model.paths.count
        let tokenText = "\(tokens) \(tokens == 1 ? "token" : "tokens")"
        let permutations = model.permutations.count
        if model.axes.isEmpty { return "\(tokenText) in \(fileText)" }
        return "\(tokenText) × \(permutations) \(permutations == 1 ? "permutation" : "permutations") from \(fileText)"
    }
}
