import Foundation
import RefractBuiltinTemplates
import RefractDiagnostics

/// `refract init`: a starter config and the example design system, in a folder that has neither.
package enum ProjectInitializer {
    package static let config = starterConfig.replacingOccurrences(
        of: "platforms:\n", with: "platforms:\n" + StarterConfig.platformLines(PlatformRegistry.all) + "\n")

    private static let starterConfig = """
        # yaml-language-server: $schema=refract.schema.json
        # Refract configuration. refract.schema.json, beside this file, describes every key; every key is
        # checked, and a misspelt one is an error. Command-line flags override these settings.
        resolver: tokens/tokens.resolver.yaml   # or: tokens: [tokens/]
        strict: false                           # true: legacy values and non-standard types are errors
        output: output
        api: semantic                           # palette.* and scheme.* are only referenced: no platform's API shows them
        # public: [palette.gold]                # a token of theirs an API keeps after all; 'api: all' keeps every token
        axes:
          colorScheme: mode                     # the modifier whose contexts are light and dark
          theme: theme
        platforms:
        diagnostics:                            # per code (or family, compat.*): off, warning or error
          # Android has no shadow resource, so shadow.card is left out of the Android output. Kept a
          # warning even under --warnings-as-errors; 'off' would hide it.
          android.unsupported-value: { severity: warning, paths: [tokens/semantic.tokens.yaml] }

        """

    /// The config's JSON Schema, written beside it for editors.
    package static let schemaFile = "refract.schema.json"

    /// The files `init` writes, relative to the folder.
    package static var files: [(path: String, contents: String)] {
        [("refract.yaml", config), (schemaFile, BuiltinSchemas.sources["refract-config.schema.json"] ?? "")]
            + ExampleTokens.sources.sorted { $0.key < $1.key }.map { ("tokens/" + $0.key, $0.value) }
    }

    /// The config files `init` never overwrites.
    static let configFiles = ["refract.yaml", "refract.yml", "refract.json", schemaFile]

    /// `--config-only`: for a folder that already has its tokens, only `refract.yaml` (reading the resolver
    /// document found in `tokens`, else the token files) and its schema; refuses when a config is there.
    package static func runConfigOnly(in folder: String, tokens: String) -> (written: [String], diagnostics: [Diagnostic]) {
        let absent: Set<FileSystem.Entry> = [.missing, .brokenLink]
        let existing = configFiles.filter { !absent.contains(FileSystem.entry(at: folder + "/" + $0)) }
        if !existing.isEmpty {
            return ([], [.error(
                "init.would-overwrite", "refusing to overwrite \(existing.map { "'\($0)'" }.joined(separator: ", "))",
                at: nil, help: "edit the config that is there, or move it aside first")])
        }
        let (source, problems) = StarterConfig.source(in: tokens, below: folder)
        guard let source else { return ([], problems) }
        return write([
            ("refract.yaml", StarterConfig.text(for: source, platforms: PlatformRegistry.all)),
            (schemaFile, BuiltinSchemas.sources["refract-config.schema.json"] ?? ""),
        ], in: folder)
    }

    /// Writes the starter files, or refuses (writing nothing) when any of them exists.
    package static func run(in folder: String) -> (written: [String], diagnostics: [Diagnostic]) {
        // A link to nothing holds nothing to overwrite; writing through it fails and is reported.
        let absent: Set<FileSystem.Entry> = [.missing, .brokenLink]
        var existing = configFiles.filter { !absent.contains(FileSystem.entry(at: folder + "/" + $0)) }
        if !absent.contains(FileSystem.entry(at: folder + "/tokens")) { existing.append("tokens/") }
        if !existing.isEmpty {
            return ([], [.error(
                "init.would-overwrite", "refusing to overwrite \(existing.map { "'\($0)'" }.joined(separator: ", "))",
                at: nil, help: "run 'refract init' in a folder without a config, a refract.schema.json or a tokens/ folder")])
        }
        return write(files, in: folder)
    }

    /// Writes `files`, stopping at the first that fails.
    private static func write(_ files: [(path: String, contents: String)], in folder: String) -> (written: [String], diagnostics: [Diagnostic]) {
        var written: [String] = []
        for file in files {
            let path = folder + "/" + file.path
            do {
                try FileManager.default.createDirectory(
                    atPath: PathText.parent(of: path), withIntermediateDirectories: true)
                try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
                written.append(file.path)
            } catch {
                return (written, [.error("init.write-failed", "cannot write '\(path)': \(error.localizedDescription)", at: nil)])
            }
        }
        return (written, [])
    }
}
