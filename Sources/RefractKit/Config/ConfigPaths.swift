import RefractDiagnostics

/// The config's `resolver` and `tokens` paths that do not exist: each an `input.not-found` error (exit 2,
/// before any token is read) at the line that names it, with the path it most likely means, written as the
/// config would write it (from the config's folder).
package enum ConfigPaths {
    /// `resolver` and `tokens` say whether the command reads those (the command line may replace them).
    package static func missing(in config: RefractConfig, resolver: Bool, tokens: Bool) -> [Diagnostic] {
        let paths = (resolver ? config.resolver.map { [$0] } ?? [] : []) + (tokens ? config.tokens : [])
        let folder = config.path.map(PathText.parent(of:)) ?? ""
        return paths.filter { FileSystem.entry(at: $0) == .missing }.map { path in
            .error(
                "input.not-found", "no such file or directory '\(path)'", at: config.pathSpans[path],
                label: "named here", help: PathSuggestion.help(for: path, from: folder))
        }
    }
}
