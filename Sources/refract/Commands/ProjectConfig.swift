import RefractArguments
import RefractDiagnostics
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

    /// Positional inputs replace the config's `tokens` and `resolver`; the reading flags override the config
    /// (`RefractConfig.loadRequest`, which `diff` uses for each side too).
    func loadRequest(_ parsed: ParsedCommand) throws(UsageError) -> LoadRequest {
        config.loadRequest(given: parsed.positionals("tokens"), flags: try ReadingFlags(parsed), defaultInputs: ["tokens"])
    }

    /// The platforms the config enables (those on by default unless `enabled: false`, and those it names).
    var enabledPlatforms: [String] {
        PlatformRegistry.enabled(in: config)
    }

    /// Each platform's destination, prefix and settings, with where the config holds them.
    var platformOptions: [String: PlatformOptions] {
        var options: [String: PlatformOptions] = [:]
        for name in PlatformRegistry.names {
            let platform = config.platform(name)
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
