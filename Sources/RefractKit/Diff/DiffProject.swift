import RefractDiagnostics
import RefractDiff
import RefractOutput

/// One side of `refract diff`: what to load and which platforms' names to compare. A folder holding a
/// config is that project, read with its own tokens, resolver, axes and platforms; any other file or
/// folder is token input read under the config of the folder the command runs in.
package struct DiffProject: Sendable {
    package var request: LoadRequest
    package var platforms: [String]
    package var options: [String: PlatformOptions]

    /// The side at `path`, with the config's problems (nil project when the config has errors). The reading
    /// flags apply to each side as to a build of it; `--resolver` names a file in the side's folder. A side
    /// without a config of its own has the `format:` the fallback config gives it, or gives `knownAs` (the
    /// work tree's path of a revision's copy).
    package static func at(
        _ path: String, fallback: RefractConfig, flags: ReadingFlags = ReadingFlags(), knownAs: String? = nil
    ) -> (DiffProject?, [Diagnostic], SourceStore) {
        let isFolder = FileSystem.entry(at: path) == .directory
        var sideFlags = flags
        sideFlags.resolver = flags.resolver.map { join(isFolder ? path : ConfigReader.directory(of: path), $0) }
        guard isFolder, let configPath = ConfigReader.find(in: path) else {
            if sideFlags.format == nil, let knownAs { sideFlags.format = fallback.format(of: knownAs) }
            return (DiffProject(config: fallback, given: [path], flags: sideFlags, folder: path), [], SourceStore())
        }
        let (read, diagnostics, sources) = ConfigReader.read(path: configPath)
        guard let config = read, !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics, sources) }
        return (DiffProject(config: config, given: [], flags: sideFlags, folder: path), diagnostics, sources)
    }

    /// A side read as `config` would read it, `given` replacing its inputs (a side without a config of its own).
    init(config: RefractConfig, given: [String], flags: ReadingFlags, folder: String) {
        request = config.loadRequest(given: given, flags: flags, defaultInputs: [Self.join(folder, "tokens")])
        platforms = PlatformRegistry.enabled(in: config)
        var options: [String: PlatformOptions] = [:]
        for name in PlatformRegistry.names {
            let platform = config.platform(name)
            options[name] = PlatformOptions(
                destination: platform.destination ?? name, prefix: platform.prefix, settings: platform.settings,
                settingSpans: platform.settingSpans, selection: platform.selection)
        }
        self.options = options
    }

    /// Loads the side: its model and platform names when it has no error, and the load's diagnostics.
    package func load() -> (DiffSide?, LoadResult) {
        let result = TokenLoader.run(request)
        guard let model = result.model, result.errorCount == 0 else { return (nil, result) }
        return (DiffSide(model: model, names: PlatformNameList.collect(model, platforms: platforms, options: options)), result)
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder == "." || folder.isEmpty ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }
}
