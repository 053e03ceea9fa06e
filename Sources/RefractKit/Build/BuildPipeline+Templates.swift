import RefractBackend
import RefractBuiltinTemplates
import RefractDiagnostics
import RefractOutput

/// The templates a build renders with besides the built-in ones: a platform's `template:` override, and
/// the template of each of the config's own `outputs:`.
extension BuildPipeline {
    /// Why a custom output cannot render: its context names no platform, or its template cannot be read.
    struct CustomOutputProblem: Error {
        var diagnostics: [Diagnostic]
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

    /// The job of a config's own output: the backend of its context, its template read (and kept in `sources`
    /// for the diagnostics that point into it) and added to the built-in ones, which it may use as partials.
    static func prepare(
        _ custom: RefractConfig.CustomOutput, request: BuildRequest, sources: inout SourceStore
    ) -> Result<Job, CustomOutputProblem> {
        guard let backend = PlatformRegistry.backend(named: custom.context) else {
            return .failure(CustomOutputProblem(diagnostics: [
                .error("config.invalid", "unknown context '\(custom.context)'", at: custom.span),
            ]))
        }
        guard let bytes = FileSystem.readBytes(at: custom.template) else {
            return .failure(CustomOutputProblem(diagnostics: [.error(
                "build.template-not-found", "cannot read template '\(custom.template)'", at: custom.span?.opening)]))
        }
        sources.add(path: custom.template, bytes: bytes)
        var templates = TemplateSources(BuiltinTemplates.sources)
        templates.override(custom.template, with: String(decoding: bytes, as: UTF8.self))
        return .success(Job(
            backend: backend, options: options(of: custom.context, in: request), folder: nil,
            custom: (templates, custom.template, custom.destination)))
    }
}
