import RefractBackend
import RefractDiagnostics

/// The config `refract init --config-only` writes for a folder that already has its tokens: pointing at the
/// resolver document it finds there, else at the token folder or file, and building every platform.
package enum StarterConfig {
    /// What the config reads, found in `tokens` (a folder or a file, relative to the config's folder).
    package enum Source: Equatable, Sendable {
        /// A DTCG resolver document; `others` are the further ones found beside it.
        case resolver(String, others: [String])
        /// Token files (a folder, searched recursively, or one file) in DTCG or another tool's format.
        case tokens(String, format: String?)
        /// The token files of the config's own folder, each named: a build's output there must not be read back.
        case files([String])
    }

    /// The resolver document of `tokens` (relative to `folder`, where the config goes), or the folder itself (as
    /// Tokens Studio's when it holds its `$themes.json`); nil with an error when it does not exist. Paths are
    /// given as the config names them: relative to `folder`.
    package static func source(in tokens: String, below folder: String = ".") -> (Source?, [Diagnostic]) {
        let path = normalized(tokens)
        let onDisk = folder == "." || path.hasPrefix("/") ? path : folder + "/" + path
        switch FileSystem.entry(at: onDisk) {
        case .file:
            return (TokenInputs.isResolverFile(path) ? .resolver(path, others: []) : .tokens(path, format: nil), [])
        case .directory:
            let resolvers = FileSystem.files(below: onDisk).filter(TokenInputs.isResolverFile)
                .map { normalized(path + String($0.dropFirst(onDisk.count))) }
            if let first = resolvers.first { return (.resolver(first, others: Array(resolvers.dropFirst())), []) }
            let studio = ["$themes.json", "$metadata.json"].contains { FileSystem.entry(at: onDisk + "/" + $0) == .file }
            if path == ".", !studio {
                let files = FileSystem.files(below: onDisk).filter(TokenInputs.isTokenFile)
                    .map { normalized("." + String($0.dropFirst(onDisk.count))) }
                    .filter { !$0.hasPrefix("output/") && !$0.hasPrefix("node_modules/") }
                guard !files.isEmpty else { return (nil, [noTokens(path)]) }
                return (.files(files), [])
            }
            return (.tokens(path == "." ? "./" : path + "/", format: studio ? "tokens-studio" : nil), [])
        case .missing, .brokenLink, .special:
            return (nil, [noTokens(path)])
        }
    }

    static func noTokens(_ path: String) -> Diagnostic {
        .error(
            "input.not-found", "no token folder or file '\(path)' here", at: nil,
            help: "name the folder (or resolver document) that holds the tokens: refract init --config-only --tokens DIR")
    }

    /// `./tokens/` → `tokens`: the form a config names a path in.
    static func normalized(_ path: String) -> String {
        var text = path
        while text.hasPrefix("./") { text.removeFirst(2) }
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        return text.isEmpty ? "." : text
    }

    /// Every platform, each into the folder of its name: on where it is on by default, and listed off otherwise
    /// (an asset catalog is for Apple apps only), so the config shows what the build makes and what it could.
    package static func platformLines(_ platforms: [any Backend.Type]) -> String {
        platforms.map { "  \($0.name): { enabled: \($0.enabledByDefault), destination: \($0.name) }" }
            .joined(separator: "\n")
    }

    /// The config's text for `source`, listing `platforms`.
    package static func text(for source: Source, platforms: [any Backend.Type]) -> String {
        var lines = [
            "# yaml-language-server: $schema=refract.schema.json",
            "# Refract configuration. refract.schema.json, beside this file, describes every key; every key is",
            "# checked, and a misspelt one is an error. Command-line flags override these settings.",
        ]
        switch source {
        case .resolver(let path, let others):
            lines.append("resolver: \(quoted(path))")
            if !others.isEmpty {
                lines.append("# other resolver documents there: \(others.joined(separator: ", "))")
            }
        case .tokens(let path, let format?):
            lines.append("tokens:")
            lines.append("  - { path: \(quoted(path)), format: \(format) }")
        case .tokens(let path, nil):
            lines.append("tokens: [\(quoted(path))]            # every token file below it, merged in order")
        case .files(let paths):
            lines.append("tokens:                                 # merged in this order")
            lines += paths.map { "  - \(quoted($0))" }
        }
        lines += [
            "strict: false                           # true: legacy values and non-standard types are errors",
            "output: output",
            "api: semantic                           # groups only referenced (palettes, per-scheme helpers) stay out of every API",
            "# public: [color.blue.500]              # a token of theirs an API keeps after all; 'api: all' keeps every token",
            "# axes: { colorScheme: mode, theme: theme }   # when the modifiers are not named light/dark and theme",
            "platforms:",
            platformLines(platforms),
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// A path as a YAML scalar: plain where YAML reads it back unchanged.
    static func quoted(_ path: String) -> String {
        let plain = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) } && !path.hasPrefix("-")
        return plain ? path : "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
