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

    /// A DTCG resolver document, by name: `*.resolver.json`, `*.resolver.yaml`, `*.resolver.yml`.
    static func isResolverFile(_ path: String) -> Bool {
        let lower = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
        return lower.hasSuffix(".resolver.json") || lower.hasSuffix(".resolver.yaml") || lower.hasSuffix(".resolver.yml")
    }

    /// Expands directories (sorted, recursively) and keeps files in the order given. Missing paths and
    /// files of unknown kind are diagnostics.
    static func expand(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []
        for path in paths {
            switch FileSystem.entry(at: path) {
            case .missing:
                diagnostics.append(.error("input.not-found", "no such file or directory '\(path)'", at: nil))
            case .directory:
                let found = FileSystem.files(below: path).filter(isTokenFile)
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
}
