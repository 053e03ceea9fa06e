import RefractDiagnostics
import RefractSyntax

/// Turns the paths a user gave into the ordered list of token files to read.
enum TokenInputs {
    /// Files a directory walk picks up: token files by extension, not resolver documents or
    /// Tokens Studio metadata, which have their own commands.
    static func isTokenFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard SourceFormat(path: name) != nil else { return false }
        let lower = name.lowercased()
        if lower.contains(".resolver.") || lower.hasPrefix("$") || lower == "package.json"
            || lower == "refract.json" || lower == "refract.yaml" || lower == "refract.yml"
            || lower == "tsconfig.json"
        {
            return false
        }
        return true
    }

    /// A `$`-named file such as Tokens Studio's `$themes.json` or `$metadata.json`.
    static func isMetadataFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasPrefix("$") && SourceFormat(path: name) != nil
    }

    /// Tokens Studio's `$themes.json` directly in a folder input, which a DTCG read does not read.
    static func themesFile(in input: String) -> String? {
        guard FileSystem.entry(at: input) == .directory else { return nil }
        let path = input.hasSuffix("/") ? input + "$themes.json" : input + "/$themes.json"
        return FileSystem.entry(at: path) == .file ? path : nil
    }

    /// A DTCG resolver document, by name: `*.resolver.json`, `*.resolver.yaml`, `*.resolver.yml`.
    static func isResolverFile(_ path: String) -> Bool {
        let lower = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
        return lower.hasSuffix(".resolver.json") || lower.hasSuffix(".resolver.yaml") || lower.hasSuffix(".resolver.yml")
    }

    /// Expands directories (sorted, recursively) and keeps files in the order given. Missing paths and
    /// files of unknown kind are diagnostics.
    /// `includingMetadata` keeps the `$`-named files of a folder (Tokens Studio's `$themes.json`), for
    /// formats that read them.
    static func expand(_ paths: [String], including includingMetadata: Bool = false) -> (files: [String], diagnostics: [Diagnostic]) {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []
        for path in paths {
            switch FileSystem.entry(at: path) {
            case .missing:
                diagnostics.append(notFound(path))
            case .special, .brokenLink:
                diagnostics.append(notAFile(path, FileSystem.entry(at: path), severity: .error))
            case .directory:
                let entries = FileSystem.entries(below: path).filter {
                    isTokenFile($0.path) || (includingMetadata && isMetadataFile($0.path))
                }
                for skipped in entries where skipped.entry != .file {
                    diagnostics.append(notAFile(skipped.path, skipped.entry, severity: .warning))
                }
                let found = entries.filter { $0.entry == .file }.map(\.path)
                if found.isEmpty {
                    diagnostics.append(.warning(
                        "input.empty-directory",
                        "no token files (.json, .jsonc, .json5, .yaml, .yml) in '\(path)'", at: nil))
                }
                for file in found where seen.insert(file).inserted { files.append(file) }
            case .file:
                guard SourceFormat(path: path) != nil else {
                    diagnostics.append(.error(
                        "input.unknown-format",
                        "cannot tell the format of '\(path)'; token files end in .json, .jsonc, .json5, .yaml or .yml",
                        at: .file(path)))
                    continue
                }
                if seen.insert(path).inserted { files.append(path) }
            }
        }
        return (files, diagnostics)
    }

    /// A path on the command line that does not exist (a usage error), with the path it most likely means;
    /// for a resolver document with no near name, the resolver documents below the current folder.
    static func notFound(_ path: String, resolver: Bool = false) -> Diagnostic {
        var help = PathSuggestion.help(for: path)
        if help == nil, resolver {
            let found = PathSuggestion.paths(below: ".", where: isResolverFile).prefix(3).map { "'\($0)'" }
            if !found.isEmpty { help = "resolver documents here: " + found.joined(separator: ", ") }
        }
        return .error("input.not-found", "no such file or directory '\(path)'", at: nil, help: help)
    }

    /// A token file's name on something that cannot be read as one: said, never skipped in silence.
    static func notAFile(_ path: String, _ entry: FileSystem.Entry, severity: Severity) -> Diagnostic {
        let what = entry == .brokenLink
            ? "is a symbolic link to nothing (or one of a loop of links)"
            : "is not a regular file (a FIFO, socket or device)"
        let message = "'\(path)' \(what); it is not read"
        let help = entry == .brokenLink ? "point the link at a token file, or remove it" : "token files must be regular files"
        return severity == .error
            ? .error("input.not-a-file", message, at: nil, help: help)
            : .warning("input.not-a-file", message, at: nil, help: help)
    }
}
