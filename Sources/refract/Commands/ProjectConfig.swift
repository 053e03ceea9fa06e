import RefractArguments
import RefractDiagnostics
import RefractImport
import RefractKit
import RefractLint
import RefractOutput

/// The config (`--config FILE`, else the one in this folder) and what `lint` and `build` both take from it
/// and the flags: the inputs, the resolver, the axes and the policy. Both read it the same way, so a set
/// that lints clean builds under the same rules.
struct ProjectConfig {
    var config = RefractConfig()
    var path: String?
    var diagnostics: [Diagnostic] = []
    var sources = SourceStore()

    init(_ parsed: ParsedCommand) {
        path = parsed.option("config") ?? ConfigReader.find()
        guard let path else { return }
        let (read, diagnostics, sources) = ConfigReader.read(path: path)
        self.diagnostics = diagnostics
        self.sources = sources
        if let read { config = read }
        // Paths the command reads from the config, not replaced on the command line (`diff` reads other folders).
        if !hasErrors, parsed.path != ["diff"] {
            let replaced = !parsed.positionals("tokens").isEmpty || parsed.option("resolver") != nil
            self.diagnostics += ConfigPaths.missing(
                in: config, resolver: !replaced, tokens: !replaced && config.resolver == nil)
        }
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Positional inputs replace the config's `tokens` and `resolver`; `--resolver` replaces both too.
    func loadRequest(_ parsed: ParsedCommand) throws(UsageError) -> LoadRequest {
        let given = parsed.positionals("tokens")
        let resolver = parsed.option("resolver") ?? (given.isEmpty ? config.resolver : nil)
        let inputs = !given.isEmpty ? given : (resolver != nil ? [] : (config.tokens.isEmpty ? ["tokens"] : config.tokens))
        let policy = DiagnosticPolicy(
            strict: parsed.flag("strict") || config.strict,
            warningsAsErrors: parsed.flag("warnings-as-errors") || config.warningsAsErrors,
            overrides: config.diagnostics)
        var request = LoadRequest(
            inputs: inputs, resolver: resolver,
            modifierInputs: try ModifierInputs.parse(parsed.options("input"), command: parsed.path), policy: policy,
            colorSchemeAxis: config.colorSchemeAxis, themeAxis: config.themeAxis, contrastAxis: config.contrastAxis,
            resolverRoots: config.resolverRoots + parsed.options("resolver-root"))
        // `--from` names the format of every input; else the config's, for its own inputs.
        if let from = parsed.option("from").flatMap(TokenFormat.init(rawValue:)) {
            request.formats = Dictionary(uniqueKeysWithValues: Set(inputs).map { ($0, from) })
        } else if given.isEmpty {
            request.formats = config.tokenFormats
        }
        return request
    }

    /// The platforms the config enables (all unless `enabled: false`).
    var enabledPlatforms: [String] {
        PlatformRegistry.names.filter { config.platforms[$0]?.enabled ?? true }
    }

    /// Each platform's destination, prefix and settings, with where the config holds them.
    var platformOptions: [String: PlatformOptions] {
        var options: [String: PlatformOptions] = [:]
        for name in PlatformRegistry.names {
            let platform = config.platforms[name] ?? RefractConfig.PlatformConfig()
            options[name] = PlatformOptions(
                destination: platform.destination ?? name, prefix: platform.prefix, settings: platform.settings,
                settingSpans: platform.settingSpans, selection: platform.selection)
        }
        return options
    }

    /// The design rules as the config sets them (its problems were reported when it was read).
    var lintConfiguration: LintConfiguration {
        var ignored: [Diagnostic] = []
        return LintConfiguration.read(config.lint, reporting: &ignored)
    }

    /// Prints the config's errors and gives the exit status of a configuration error.
    func reportErrors(_ parsed: ParsedCommand, to console: inout Console) -> Int32 {
        DiagnosticOutput(parsed, quiet: false)
            .emit(diagnostics, sources: sources, summarySuffix: parsed.path == ["lint"] || parsed.path == ["diff"] ? "nothing read" : "no files written", to: &console)
        return ExitStatus.usage.rawValue
    }
}
