import RefractDiagnostics
import RefractKit
import RefractOutput
import RefractParser

/// A token project found in a workspace folder as the CLI finds one there: its refract.yaml (or .yml,
/// .json), else the `tokens` folder (which may hold a resolver document). The folder is absolute, so
/// checks never depend on the server's working folder; the rest is read as `lint` reads it.
struct Project: Sendable {
    var root: String
    var tokens: TokenProject

    /// The project of a workspace folder, or nil when it holds neither a config nor a `tokens` folder.
    static func find(in folder: String) -> Project? {
        let root = ResolverPaths.normalize(folder)
        guard ConfigReader.find(in: root) != nil || FileSystem.entry(at: root + "/tokens") == .directory else { return nil }
        return Project(root: root, tokens: TokenProject.open(in: root))
    }

    var configPath: String? { tokens.configPath }
    var request: LoadRequest { tokens.request }
    var platforms: [String] { tokens.platforms }
    var options: [String: PlatformOptions] { tokens.options }
    var configDiagnostics: [Diagnostic] { tokens.configDiagnostics }
    var hasConfigErrors: Bool { tokens.hasConfigErrors }

    /// Whether a file is the project's to check before any check has listed its files: below its folder.
    func contains(_ path: String) -> Bool { path.hasPrefix(root + "/") }
}
