import RefractDiagnostics
import RefractDiff
import RefractOutput

/// One side of `refract diff`: what to load and which platforms' names to compare. A folder holding a
/// config is that project, read with its own tokens, resolver, axes and platforms; any other file or
/// folder is token input read under the config of the folder the command runs in.
public struct DiffProject: Sendable {
    public var request: LoadRequest
    public var platforms: [String]
    public var options: [String: PlatformOptions]

    /// The side at `path`, with the config's problems (nil project when the config has errors).
    public static func at(_ path: String, fallback: RefractConfig) -> (DiffProject?, [Diagnostic], SourceStore) {
        guard FileSystem.entry(at: path) == .directory, let configPath = ConfigReader.find(in: path) else {
            return (DiffProject(config: fallback, inputs: [path]), [], SourceStore())
        }
        let (read, diagnostics, sources) = ConfigReader.read(path: configPath)
        guard let config = read, !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics, sources) }
        let inputs = config.resolver != nil ? [] : (config.tokens.isEmpty ? [join(path, "tokens")] : config.tokens)
        return (DiffProject(config: config, inputs: inputs), diagnostics, sources)
    }

    init(config: RefractConfig, inputs: [String]) {
        let resolver = inputs.isEmpty ? config.resolver : nil
        request = LoadRequest(
            inputs: inputs, resolver: resolver,
            policy: DiagnosticPolicy(strict: config.strict, warningsAsErrors: config.warningsAsErrors, overrides: config.diagnostics),
            colorSchemeAxis: config.colorSchemeAxis, themeAxis: config.themeAxis, contrastAxis: config.contrastAxis,
            resolverRoots: config.resolverRoots)
        platforms = PlatformRegistry.names.filter { config.platforms[$0]?.enabled ?? true }
        var options: [String: PlatformOptions] = [:]
        for name in PlatformRegistry.names {
            let platform = config.platforms[name] ?? RefractConfig.PlatformConfig()
            options[name] = PlatformOptions(
                destination: platform.destination ?? name, prefix: platform.prefix, settings: platform.settings,
                settingSpans: platform.settingSpans)
        }
        self.options = options
    }

    /// Loads the side: its model and platform names when it has no error, and the load's diagnostics.
    public func load() -> (DiffSide?, LoadResult) {
        let result = TokenLoader.run(request)
        guard let model = result.model, result.errorCount == 0 else { return (nil, result) }
        return (DiffSide(model: model, names: PlatformNameList.collect(model, platforms: platforms, options: options)), result)
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }
}
