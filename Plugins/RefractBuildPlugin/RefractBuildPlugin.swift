import Foundation
import PackagePlugin

/// Generates a target's Swift layer from its design tokens at build time.
///
/// A target opts in with `plugins: [.plugin(name: "RefractBuildPlugin", package: "Refract")]`. What it reads:
/// a `refract.yaml` (`.yml`, `.json`) at the top of the target when there is one, else the target's
/// resolver document (`*.resolver.json|yaml|yml`), else its token files (`*.tokens.json` and the other
/// token extensions, merged in path order). What it writes: the files of the Swift backend, in the plugin's
/// work folder, which SwiftPM compiles into the target.
///
/// The command is a build command, not a prebuild command, so SwiftPM can build `refract` from source first
/// and re-runs it only when a declared input changed. That needs the output names up front: the Swift
/// backend writes the same files for any tokens (`SwiftContext.fileNames`), and the build command pins the folder
/// with `--out` and `--platform swift`, so a config's other platforms and outputs are not built here.
@main
struct RefractBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        guard let plan = RefractPlan(files: module.sourceFiles.map(\.url)) else { return [] }
        return [plan.command(refract: try context.tool(named: "refract").url, workDirectory: context.pluginWorkDirectoryURL, name: target.name)]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RefractBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        guard let plan = RefractPlan(files: target.inputFiles.map(\.url)) else { return [] }
        return [plan.command(refract: try context.tool(named: "refract").url, workDirectory: context.pluginWorkDirectoryURL, name: target.displayName)]
    }
}
#endif

/// What one target's build command reads and the arguments that say so.
struct RefractPlan {
    static let configNames = ["refract.yaml", "refract.yml", "refract.json"]
    static let tokenExtensions = ["json", "jsonc", "json5", "yaml", "yml"]
    /// The file names `refract build --platform swift` writes, the same for any tokens (`SwiftContext.fileNames`):
    /// the five fixed files, one file per collection kind (`ThemeStrings.swift` too, its type empty for a set
    /// without text), and the values spread over eight files. A literal list: BuildPluginOutputsTests reads it
    /// and holds it equal to what the build writes for a set with text tokens and one without.
    static let swiftOutputs = [
        "Theme.swift", "ThemeRuntime.swift", "Theme+SwiftUI.swift", "Theme+UIKit.swift", "Theme+Previews.swift",
        "ThemeColors.swift", "ThemeGradients.swift", "ThemeShadows.swift", "ThemeBorders.swift", "ThemeSizes.swift",
        "ThemeTypography.swift", "ThemeAnimations.swift", "ThemeDurations.swift", "ThemeTimingCurves.swift",
        "ThemeNumbers.swift", "ThemeFontFamilies.swift", "ThemeFontWeights.swift", "ThemeStrokeStyles.swift",
        "ThemeStrings.swift",
        "ThemeValues0.swift", "ThemeValues1.swift", "ThemeValues2.swift", "ThemeValues3.swift",
        "ThemeValues4.swift", "ThemeValues5.swift", "ThemeValues6.swift", "ThemeValues7.swift",
    ]

    var arguments: [String]
    var inputs: [URL]

    init?(files: [URL]) {
        let sorted = Set(files.map(\.standardizedFileURL)).sorted { $0.path < $1.path }
        let tokenFiles = sorted.filter { Self.isTokenFile($0) }
        let templates = sorted.filter { $0.pathExtension == "mustache" }
        if let config = sorted.first(where: { Self.configNames.contains($0.lastPathComponent) }) {
            // The config names its own inputs, relative to its folder: every token-like file and template
            // of the target is an input, so an edit to any of them rebuilds.
            let data = sorted.filter { Self.tokenExtensions.contains($0.pathExtension) }
            arguments = ["--config", config.path]
            inputs = [config] + data.filter { $0 != config } + templates
        } else if let resolver = tokenFiles.first(where: { $0.lastPathComponent.contains(".resolver.") }) {
            arguments = ["--resolver", resolver.path]
            inputs = tokenFiles
        } else if !tokenFiles.isEmpty {
            arguments = tokenFiles.map(\.path)
            inputs = tokenFiles
        } else {
            return nil
        }
    }

    /// `name.tokens.json`, `name.resolver.yaml` and so on: the DTCG naming, so other JSON of a target
    /// (resources, fixtures) is not read as tokens.
    static func isTokenFile(_ url: URL) -> Bool {
        let stem = url.deletingPathExtension()
        return tokenExtensions.contains(url.pathExtension) && ["tokens", "resolver"].contains(stem.pathExtension)
    }

    func command(refract: URL, workDirectory: URL, name: String) -> Command {
        let out = workDirectory.appendingPathComponent("refract")
        let outputs = Self.swiftOutputs.map { out.appendingPathComponent("swift").appendingPathComponent($0) }
        return .buildCommand(
            displayName: "Refract: generating the Swift layer of \(name)",
            executable: refract,
            arguments: ["build"] + arguments + ["--out", out.path, "--platform", "swift"],
            environment: [:],
            inputFiles: inputs,
            outputFiles: outputs)
    }
}
