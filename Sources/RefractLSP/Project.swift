import RefractDiagnostics
import RefractKit
import RefractLint
import RefractOutput
import RefractParser

/// A token project found in a workspace folder as the CLI finds one there: its refract.yaml (or .yml,
/// .json), else the `tokens` folder (which may hold a resolver document). Paths are absolute, so checks
/// never depend on the server's working folder.
struct Project: Sendable {
    var root: String
    var configPath: String?
    var request: LoadRequest
    var platforms: [String]
    var options: [String: PlatformOptions]
    var lint: LintConfiguration
    var outputContexts: [String]
    /// The config's own problems: a project whose config has errors is checked no further.
    var configDiagnostics: [Diagnostic]

    /// The project of a workspace folder, or nil when it holds neither a config nor a `tokens` folder.
    static func find(in folder: String) -> Project? {
        let root = ResolverPaths.normalize(folder)
        if let configPath = ConfigReader.find(in: root) {
            return Project(root: root, configPath: configPath)
        }
        guard FileSystem.entry(at: root + "/tokens") == .directory else { return nil }
        return Project(root: root, configPath: nil)
    }

    private init(root: String, configPath: String?) {
        self.root = root
        self.configPath = configPath
        var config = RefractConfig()
        var diagnostics: [Diagnostic] = []
        if let configPath {
            let (read, found, _) = ConfigReader.read(path: configPath)
            diagnostics = found
            if let read { config = read }
            if !diagnostics.contains(where: { $0.severity == .error }) {
                diagnostics += ConfigPaths.missing(in: config, resolver: true, tokens: config.resolver == nil)
            }
        }
        configDiagnostics = diagnostics
        request = config.loadRequest(given: [], flags: ReadingFlags(), defaultInputs: [root + "/tokens"])
        platforms = PlatformRegistry.enabled(in: config)
        var options: [String: PlatformOptions] = [:]
        for name in PlatformRegistry.names {
            let platform = config.platform(name)
            options[name] = PlatformOptions(
                destination: platform.destination ?? name, prefix: platform.prefix, settings: platform.settings,
                settingSpans: platform.settingSpans, selection: platform.selection)
        }
        self.options = options
        var ignored: [Diagnostic] = []
        lint = LintConfiguration.read(config.lint, reporting: &ignored)
        outputContexts = config.outputs.map(\.context)
    }

    var hasConfigErrors: Bool { configDiagnostics.contains { $0.severity == .error } }

    /// Whether a file is the project's to check before any check has listed its files: below its folder.
    func contains(_ path: String) -> Bool { path.hasPrefix(root + "/") }
}
