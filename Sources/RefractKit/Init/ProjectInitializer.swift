import Foundation
import RefractBuiltinTemplates
import RefractDiagnostics

/// `refract init`: a starter config and the example design system, in a folder that has neither.
public enum ProjectInitializer {
    public static let config = """
        # yaml-language-server: $schema=refract.schema.json
        # Refract configuration. refract.schema.json, beside this file, describes every key; every key is
        # checked, and a misspelt one is an error. Command-line flags override these settings.
        resolver: tokens/tokens.resolver.yaml   # or: tokens: [tokens/]
        strict: false                           # true: legacy values and non-standard types are errors
        output: output
        axes:
          colorScheme: mode                     # the modifier whose contexts are light and dark
          theme: theme
        platforms:
          swift: { enabled: true, destination: swift }
          json: { enabled: true, destination: json }
          css: { enabled: true, destination: css }
          web: { enabled: true, destination: web }      # tokens.js and tokens.d.ts
          android: { enabled: true, destination: android }
        diagnostics:                            # per code (or family, compat.*): off, warning or error
          # Android has no shadow resource, so shadow.card is left out of the Android output. Kept a
          # warning even under --warnings-as-errors; 'off' would hide it.
          android.unsupported-value: { severity: warning, paths: [tokens/semantic.tokens.yaml] }

        """

    /// The config's JSON Schema, written beside it for editors.
    public static let schemaFile = "refract.schema.json"

    /// The files `init` writes, relative to the folder.
    public static var files: [(path: String, contents: String)] {
        [("refract.yaml", config), (schemaFile, BuiltinSchemas.sources["refract-config.schema.json"] ?? "")]
            + ExampleTokens.sources.sorted { $0.key < $1.key }.map { ("tokens/" + $0.key, $0.value) }
    }

    /// Writes the starter files, or refuses (writing nothing) when any of them exists.
    public static func run(in folder: String) -> (written: [String], diagnostics: [Diagnostic]) {
        // A link to nothing holds nothing to overwrite; writing through it fails and is reported.
        let absent: Set<FileSystem.Entry> = [.missing, .brokenLink]
        var existing = ["refract.yaml", "refract.yml", "refract.json", schemaFile].filter { !absent.contains(FileSystem.entry(at: folder + "/" + $0)) }
        if !absent.contains(FileSystem.entry(at: folder + "/tokens")) { existing.append("tokens/") }
        if !existing.isEmpty {
            return ([], [.error(
                "init.would-overwrite", "refusing to overwrite \(existing.map { "'\($0)'" }.joined(separator: ", "))",
                at: nil, help: "run 'refract init' in a folder without a config, a refract.schema.json or a tokens/ folder")])
        }
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
