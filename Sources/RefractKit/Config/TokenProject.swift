import RefractDiagnostics
import RefractLint
import RefractOutput

/// A token project as the commands read one: the config (`configPath`, else the refract.yaml, .yml or .json
/// in the folder), the inputs `given` or the config's or the folder's `tokens`, the reading flags over them,
/// and what lint and the platforms' names need from the config. `refract mcp` holds one; `lint`, `diff` and
/// `usage` read the same config the same way.
package struct TokenProject: Sendable {
    /// The folder the project was found in, as given.
    package var folder: String
    package var configPath: String?
    package var config: RefractConfig
    /// The config's own problems: a project whose config has errors is read no further.
    package var configDiagnostics: [Diagnostic]
    package var configSources: SourceStore
    package var request: LoadRequest
    package var platforms: [String]
    package var options: [String: PlatformOptions]
    package var lint: LintConfiguration
    /// The contexts the config's `outputs` build: lint checks their names even for a platform not enabled.
    package var outputContexts: [String]
    /// The reading flags it was opened with, which `diff` applies to the other side too.
    package var flags: ReadingFlags

    /// The project in `folder`: its config unless `configPath` names another, `given` inputs replacing the
    /// config's, `flags` over both.
    package static func open(
        in folder: String = ".", configPath: String? = nil, given: [String] = [], flags: ReadingFlags = ReadingFlags()
    ) -> TokenProject {
        TokenProject(folder: folder, configPath: configPath ?? ConfigReader.find(in: folder), given: given, flags: flags)
    }

    private init(folder: String, configPath: String?, given: [String], flags: ReadingFlags) {
        var config = RefractConfig()
        var diagnostics: [Diagnostic] = []
        var sources = SourceStore()
        if let configPath {
            let (read, found, foundSources) = ConfigReader.read(path: configPath)
            diagnostics = found
            sources = foundSources
            if let read { config = read }
            if !diagnostics.contains(where: { $0.severity == .error }) {
                let replaced = !given.isEmpty || flags.resolver != nil
                diagnostics += ConfigPaths.missing(in: config, resolver: !replaced, tokens: !replaced && config.resolver == nil)
            }
        }
        self.init(
            folder: folder, configPath: configPath, config: config, configDiagnostics: diagnostics, configSources: sources,
            given: given, flags: flags)
    }

    /// The project of a config already read (`refract lint` reads it before it knows the command), with
    /// `given` inputs replacing the config's and `flags` over both.
    package init(
        folder: String = ".", configPath: String?, config: RefractConfig, configDiagnostics: [Diagnostic],
        configSources: SourceStore, given: [String], flags: ReadingFlags
    ) {
        self.folder = folder
        self.configPath = configPath
        self.flags = flags
        self.config = config
        self.configDiagnostics = configDiagnostics
        self.configSources = configSources
        let tokens = folder == "." ? "tokens" : (folder.hasSuffix("/") ? folder + "tokens" : folder + "/tokens")
        request = config.loadRequest(given: given, flags: flags, defaultInputs: [tokens])
        platforms = PlatformRegistry.enabled(in: config)
        options = config.platformOptions
        var ignored: [Diagnostic] = []
        lint = LintConfiguration.read(config.lint, reporting: &ignored)
        outputContexts = config.outputs.map(\.context)
    }

    package var hasConfigErrors: Bool { configDiagnostics.contains { $0.severity == .error } }

    /// The platforms whose names `lint` checks: the enabled ones and those the config's `outputs` build.
    package var checkedPlatforms: [String] { platforms + outputContexts.filter { !platforms.contains($0) } }

    /// `refract lint` on the loaded result: the design rules and the platforms' names, when the tokens have no
    /// error, after what loading found; with `keepGoing` (`--keep-going`), on the tokens that could be read
    /// when every error is one it tolerates. The command, the LSP and MCP all lint through here.
    package func lintDiagnostics(_ result: LoadResult, keepGoing: Bool = false) -> [Diagnostic] {
        var diagnostics = configDiagnostics + result.diagnostics
        let keepingGoing = keepGoing && KeepGoing.tolerates(result.diagnostics)
        if let model = keepingGoing ? KeepGoing.model(of: result) : result.model, result.errorCount == 0 || keepingGoing {
            let found = LintStage.run(model, lint, built: checkedPlatforms, options: options, policy: request.policy)
            diagnostics = NameCollisionReport.folded(DiagnosticReport(diagnostics + found).finalized(with: request.policy))
        }
        return diagnostics
    }
}

extension RefractConfig {
    /// Each platform's destination, prefix and settings, with where the config holds them, and its token
    /// selection with the project-level `api`, `public` and `referenceOnly` applied (`platform(_:)`).
    package var platformOptions: [String: PlatformOptions] {
        var options: [String: PlatformOptions] = [:]
        for name in PlatformRegistry.names {
            let platform = platform(name)
            options[name] = PlatformOptions(
                destination: platform.destination ?? name, prefix: platform.prefix, settings: platform.settings,
                settingSpans: platform.settingSpans, selection: platform.selection)
        }
        return options
    }
}
