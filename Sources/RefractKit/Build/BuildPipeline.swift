import Dispatch
import Foundation
import RefractBuiltinTemplates
import RefractDiagnostics
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

    public init(
        load: LoadRequest, output: String, platforms: [String], options: [String: PlatformOptions] = [:],
        templateOverrides: [String: String] = [:], customOutputs: [RefractConfig.CustomOutput] = []
    ) {
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

    public var load: ThemedLintResult
    /// Everything: loading, backends, templates; policy applied, sorted.
    public var diagnostics: [Diagnostic]
    /// Paths relative to the output folder, sorted.
    public var files: [GeneratedFile]
    /// The paths each output wrote: the platforms built, and `outputs` for the config's own outputs.
    public var owners: [String: [String]] = [:]
    public var summaries: [PlatformSummary]
    public var sources: SourceStore
    public var loadSeconds: Double

    public var errorCount: Int { diagnostics.lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.lazy.filter { $0.severity == .warning }.count }
}

/// Load → every platform's backend (in parallel) → custom outputs. Pure apart from reading; the caller
/// writes `files` with `OutputWriter` only when there is no error.
public enum BuildPipeline {
    public static func run(_ request: BuildRequest) -> BuildResult {
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
        let outcomes = SideBySide.map(backends.count) { index -> (OutputResult, Double) in
            let backend = backends[index]
            let options = request.options[backend.name] ?? PlatformOptions(destination: backend.name)
            let begin = Date()
            var output = backend.generate(model, options, frozenTemplates)
            output.files = output.files.map { GeneratedFile(path: join(options.destination, $0.path), contents: $0.contents) }
            return (output, Date().timeIntervalSince(begin))
        }
        var files: [GeneratedFile] = []
        for (backend, (output, seconds)) in zip(backends, outcomes) {
            report.append(contentsOf: output.diagnostics)
            files += output.files
            result.owners[backend.name, default: []] += output.files.map(\.path)
            result.summaries.append(.init(platform: backend.name, files: output.files.count, seconds: seconds))
        }
        // The config's own outputs are built every time: with none left, their earlier files are stale.
        result.owners["outputs"] = []
        for custom in request.customOutputs {
            let (file, diagnostics) = render(custom, model: model, request: request, sources: &sources)
            report.append(contentsOf: diagnostics)
            if let file {
                files.append(file)
                result.owners["outputs", default: []].append(file.path)
            }
        }
        report.append(contentsOf: collisions(in: files))
        result.files = files.sorted { $0.path < $1.path }
        result.sources = sources
        result.diagnostics = report.finalized(with: request.load.policy)
        return result
    }

    private static func join(_ folder: String, _ path: String) -> String {
        folder.isEmpty ? path : folder + "/" + path
    }

    /// Two outputs writing the same file would silently lose one.
    private static func collisions(in files: [GeneratedFile]) -> [Diagnostic] {
        var seen: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for file in files where !seen.insert(file.path).inserted {
            diagnostics.append(.error(
                "build.duplicate-file", "two outputs write '\(file.path)'", at: nil,
                help: "give one of them another destination"))
        }
        for file in files where file.path.hasPrefix("/") || file.path.split(separator: "/").contains("..") {
            diagnostics.append(.error("build.path-outside-output", "'\(file.path)' is outside the output folder", at: nil))
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
            let name = platform + "/" + ((file as NSString).lastPathComponent)
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
        _ custom: RefractConfig.CustomOutput, model: ThemedTokenSet, request: BuildRequest, sources: inout SourceStore
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
        let (context, diagnostics) = backend.context(model, options)
        switch templates.render(custom.template, context: context) {
        case .success(let text): return (GeneratedFile(path: custom.destination, contents: text), diagnostics)
        case .failure(let error): return (nil, diagnostics + error.diagnostics)
        }
    }
}
