import Foundation
import RefractDiagnostics
import RefractOutput

/// An output folder must not lie in a folder of token inputs: the next build would read its own output
/// (`theme.json`, the manifest) as tokens and fail on files it wrote itself. So a build refuses, before
/// anything is written, an output folder, or a platform's folder in it, that is a token folder or lies
/// inside one. The resolver document's folder counts as a token folder (`lint tokens/` reads it, and a
/// config moving from the resolver to `tokens: [tokens/]` would), unless it is the project's own folder,
/// where the resolver sits beside `output/`. An output folder that holds the token folder beside the
/// platforms' folders (`output: .` with `tokens/`) is fine: nothing is written into the tokens.
package enum OutputPlacement {
    /// `outputSpan` is where the config names the folder, nil when it comes from `--out` (`fromFlag`) or
    /// is the default.
    /// The project's folder is `configPath`'s, or the current one without a config.
    package static func problem(
        for request: BuildRequest, configPath: String?, outputSpan: SourceSpan?, fromFlag: Bool
    ) -> Diagnostic? {
        let projectFolder = configPath.map(PathText.parent(of:)) ?? "."
        let platformFolders = request.platforms.map { request.options[$0]?.destination ?? $0 }
            + request.customOutputs.map { PathText.parent(of: $0.destination) }
        var inputs = request.load.inputs
        if let resolver = request.load.resolver {
            let folder = PathText.parent(of: resolver).isEmpty ? "." : PathText.parent(of: resolver)
            if real(folder) != real(projectFolder.isEmpty ? "." : projectFolder) { inputs.append(folder) }
        }
        return problem(
            output: request.output, platformFolders: platformFolders, inputs: inputs,
            outputSpan: outputSpan, fromFlag: fromFlag)
    }

    static func problem(
        output: String, platformFolders: [String], inputs: [String], outputSpan: SourceSpan?, fromFlag: Bool
    ) -> Diagnostic? {
        let tokenFolders = inputs.filter { FileSystem.entry(at: $0) == .directory }
        guard !tokenFolders.isEmpty else { return nil }
        let realOutput = real(output)
        // A folder the config names is shown by the code frame; one from the command line, by its flag.
        let named = fromFlag ? " (--out \(output))" : outputSpan == nil ? " (the default)" : ""
        let help = fromFlag
            ? "build into a folder outside the token folders, e.g. --out build/tokens"
            : "set 'output' in refract.yaml to a folder outside the token folders, e.g. output: build/tokens"
        for folder in tokenFolders {
            let realFolder = real(folder)
            if contains(realFolder, realOutput) {
                let place = realOutput == realFolder ? "is the token folder" : "is inside the token folder"
                return .error(
                    "config.output-inside-input",
                    "the output folder '\(output)'\(named) \(place) '\(folder)': the next build would read its own files as tokens",
                    at: outputSpan, help: help)
            }
            for platform in platformFolders where contains(realFolder, real(join(output, platform))) {
                return .error(
                    "config.output-inside-input",
                    "the folder '\(join(output, platform))' that a platform writes is inside the token folder '\(folder)': the next build would read its own files as tokens",
                    at: outputSpan, help: "give the platform a 'destination' outside '\(folder)', or move the output folder")
            }
        }
        return nil
    }

    /// `inner` is `outer` or below it; both real paths.
    private static func contains(_ outer: String, _ inner: String) -> Bool {
        inner == outer || inner.hasPrefix(outer == "/" ? "/" : outer + "/")
    }

    private static func join(_ folder: String, _ path: String) -> String {
        path.isEmpty || path == "." ? folder : folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    /// Absolute, `.` and `..` folded, links resolved as far as the path exists.
    private static func real(_ path: String) -> String {
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        return resolved.count > 1 && resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
    }
}
