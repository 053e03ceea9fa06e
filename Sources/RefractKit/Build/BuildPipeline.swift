import Foundation
import RefractBuiltinTemplates
import RefractDiagnostics
import RefractLint
import RefractParser
import RefractModel
import RefractOutput

/// What `refract build` is asked to do, after config and flags are combined.
public struct BuildRequest: Sendable {
    public var load: LoadRequest
    /// The output folder.
    public var output: String
    /// Platforms to generate, by name.
    public var platforms: [String]
    public var options: [String: PlatformOptions]
    /// Per platform, a template file or folder that overrides built-in templates of the same name.
    public var templateOverrides: [String: String]
    public var customOutputs: [RefractConfig.CustomOutput]
    /// Patterns of files in the output folder a build may replace although Refract did not write them.
    public var overwrite: [String]
    /// The design rules run on the model before the backends, as `lint` runs them.
    public var lint: LintConfiguration

    public init(
        load: LoadRequest, output: String, platforms: [String], options: [String: PlatformOptions] = [:],
        templateOverrides: [String: String] = [:], customOutputs: [RefractConfig.CustomOutput] = [],
        overwrite: [String] = [], lint: LintConfiguration = .recommended
    ) {
        self.lint = lint
        self.overwrite = overwrite
        self.load = load
        self.output = output
        self.platforms = platforms
        self.options = options
        self.templateOverrides = templateOverrides
        self.customOutputs = customOutputs
    }
}

public struct BuildResult: Sendable {
    public struct PlatformSummary: Sendable {
        public var platform: String
        public var files: Int
        public var seconds: Double
    }

    public var load: LoadResult
    /// Everything: loading, backends, templates; policy applied, sorted.
    public var diagnostics: [Diagnostic]
    /// Paths relative to the output folder, sorted: every file the build produced.
    public var paths: [String] = []
    /// The files with their text, sorted by path; empty when they went to an `OutputStaging` instead.
    public var files: [GeneratedFile]
    /// The paths each output wrote: the platforms built, and `outputs` for the config's own outputs.
    public var owners: [String: [String]] = [:]
    public var summaries: [PlatformSummary]
    public var sources: SourceStore
    public var loadSeconds: Double

    public var errorCount: Int { diagnostics.lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.lazy.filter { $0.severity == .warning }.count }
}

/// Load → the inputs backends share → every platform's backend (side by side) → custom outputs. Pure apart from reading, unless given
/// an `OutputStaging`: then each output's files go to it as soon as that output is done (and are not
/// kept in the result), and the caller commits it only when there is no error. Without one, the caller
/// writes `files` with `OutputWriter` only when there is no error.
public enum BuildPipeline {
    public static func run(_ request: BuildRequest, staging: OutputStaging? = nil) -> BuildResult {
        let started = Date()
        let load = TokenLoader.run(request.load)
        let loadSeconds = Date().timeIntervalSince(started)
        var report = DiagnosticReport(load.diagnostics)
        var sources = load.sources
        var result = BuildResult(
            load: load, diagnostics: [], files: [], summaries: [], sources: sources, loadSeconds: loadSeconds)
        guard let model = load.model, load.errorCount == 0 else {
            result.diagnostics = report.finalized(with: request.load.policy)
            return result
        }
        var templates = TemplateSources(BuiltinTemplates.sources)
        for (platform, override) in request.templateOverrides.sorted(by: { $0.key < $1.key }) {
            report.append(contentsOf: applyOverride(override, platform: platform, to: &templates, sources: &sources))
        }

        let backends = request.platforms.compactMap { name -> PlatformBackend? in
            if let backend = PlatformRegistry.backend(named: name) { return backend }
            report.append(.error(
                "build.unknown-platform", "unknown platform '\(name)'", at: nil,
                help: "platforms: \(PlatformRegistry.names.joined(separator: ", "))"))
            return nil
        }
        let frozenTemplates = templates
        let customBackends = request.customOutputs.compactMap { PlatformRegistry.backend(named: $0.context) }
        // The lint rules and the inputs the backends share need only the model, so they run side by side.
        let (lintDiagnostics, input) = InParallel.pair(
            {
                LintStage.run(
                    model, request.lint, built: backends.map(\.name) + request.customOutputs.map(\.context),
                    options: request.options, policy: request.load.policy, checkBuiltNames: false)
            },
            { BackendInput(model: model, for: backends + customBackends) })
        report.append(contentsOf: lintDiagnostics)
        // Each backend writes only its own result, so running them side by side changes nothing but the time.
        let outcomes = InParallel.map(backends.count) { index -> (output: OutputResult, paths: [String], seconds: Double) in
            let backend = backends[index]
            let options = request.options[backend.name] ?? PlatformOptions(destination: backend.name)
            let begin = Date()
            let (selected, selecting) = input.selecting(options, for: backend)
            var output = backend.generate(selected, options, frozenTemplates)
            output.diagnostics = selecting + output.diagnostics
            for file in output.files.indices { output.files[file].path = join(options.destination, output.files[file].path) }
            let paths = output.files.map(\.path)
            if let staging {
                staging.stage(output.files.filter { isInsideOutput($0.path) })
                output.files = []
            }
            return (output, paths, Date().timeIntervalSince(begin))
        }
        var files: [GeneratedFile] = []
        var paths: [String] = []
        for (backend, outcome) in zip(backends, outcomes) {
            report.append(contentsOf: outcome.output.diagnostics)
            files += outcome.output.files
            paths += outcome.paths
            result.owners[backend.name, default: []] += outcome.paths
            result.summaries.append(.init(platform: backend.name, files: outcome.paths.count, seconds: outcome.seconds))
        }
        // The config's own outputs are built every time: with none left, their earlier files are stale.
        result.owners["outputs"] = []
        for custom in request.customOutputs {
            let (file, diagnostics) = render(custom, input: input, request: request, sources: &sources)
            report.append(contentsOf: diagnostics)
            if let file {
                if let staging {
                    if isInsideOutput(file.path) { staging.stage([file]) }
                } else {
                    files.append(file)
                }
                paths.append(file.path)
                result.owners["outputs", default: []].append(file.path)
            }
        }
        report.append(contentsOf: collisions(in: paths))
        result.paths = paths.sorted()
        result.files = files.sorted { $0.path < $1.path }
        result.diagnostics = NameCollisionReport.folded(report.finalized(with: request.load.policy))
        result.sources = sources
        return result
    }

    private static func join(_ folder: String, _ path: String) -> String {
        folder.isEmpty ? path : folder + "/" + path
    }

    /// A path from the config could point anywhere; such a file is an error and is never staged.
    private static func isInsideOutput(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }

    /// Two outputs writing the same file would silently lose one.
    private static func collisions(in paths: [String]) -> [Diagnostic] {
        var seen: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for path in paths where !seen.insert(path).inserted {
            diagnostics.append(.error(
                "build.duplicate-file", "two outputs write '\(path)'", at: nil,
                help: "give one of them another destination"))
        }
        for path in paths where !isInsideOutput(path) {
            diagnostics.append(.error("build.path-outside-output", "'\(path)' is outside the output folder", at: nil))
        }
        return diagnostics
    }

    /// A template file replaces the built-in of the same file name for that platform; a folder replaces
    /// every same-named one and adds the rest as partials.
    static func applyOverride(
        _ path: String, platform: String, to templates: inout TemplateSources, sources: inout SourceStore
    ) -> [Diagnostic] {
        let files: [String]
        switch FileSystem.entry(at: path) {
        case .missing:
            return [.error("build.template-not-found", "no template file or folder at '\(path)'", at: nil)]
        case .special, .brokenLink:
            return [.error("build.template-not-found", "'\(path)' is not a readable template file or folder", at: nil)]
        case .file: files = [path]
        case .directory: files = FileSystem.files(below: path).filter { $0.hasSuffix(".mustache") }
        }
        var diagnostics: [Diagnostic] = []
        for file in files {
            guard let bytes = FileSystem.readBytes(at: file) else {
                diagnostics.append(.error("build.template-not-found", "cannot read template '\(file)'", at: nil))
                continue
            }
            sources.add(path: file, bytes: bytes)
            let name = platform + "/" + PathText.lastComponent(of: file)
            if FileSystem.entry(at: path) == .file, templates.sources[name] == nil {
                diagnostics.append(.error(
                    "build.template-not-found", "'\(file)' does not match a built-in \(platform) template", at: nil,
                    help: "built-in: " + templates.sources.keys.filter { $0.hasPrefix(platform + "/") }.sorted().joined(separator: ", ")))
                continue
            }
            templates.override(name, with: String(decoding: bytes, as: UTF8.self))
        }
        return diagnostics
    }

    private static func render(
        _ custom: RefractConfig.CustomOutput, input: BackendInput, request: BuildRequest, sources: inout SourceStore
    ) -> (GeneratedFile?, [Diagnostic]) {
        guard let backend = PlatformRegistry.backend(named: custom.context) else {
            return (nil, [.error("config.invalid", "unknown context '\(custom.context)'", at: custom.span)])
        }
        guard let bytes = FileSystem.readBytes(at: custom.template) else {
            return (nil, [.error(
                "build.template-not-found", "cannot read template '\(custom.template)'", at: custom.span?.opening)])
        }
        sources.add(path: custom.template, bytes: bytes)
        var templates = TemplateSources(BuiltinTemplates.sources)
        templates.override(custom.template, with: String(decoding: bytes, as: UTF8.self))
        let options = request.options[custom.context] ?? PlatformOptions(destination: custom.context)
        let (selected, selecting) = input.selecting(options, for: backend)
        let (context, contextDiagnostics) = backend.context(selected, options)
        let diagnostics = selecting + contextDiagnostics
        switch templates.renderText(custom.template, context: context) {
        case .success(let text): return (GeneratedFile(path: custom.destination, rendered: text), diagnostics)
        case .failure(let error): return (nil, diagnostics + error.diagnostics)
        }
    }
}
