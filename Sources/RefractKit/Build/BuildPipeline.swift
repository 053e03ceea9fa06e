import Foundation
import RefractBackend
import RefractBuiltinTemplates
import RefractDiagnostics
import RefractLint
import RefractModel
import RefractOutput

/// Load → the inputs backends share → every platform's backend and every custom output (side by side). Pure
/// apart from reading, unless given an `OutputStaging`: then each output's files go to it as soon as that
/// output is done (and are not kept in the result), and the caller commits it only when there is no error.
/// Without one, the caller writes `files` with `OutputWriter` only when there is no error.
public enum BuildPipeline {
    /// One thing that renders: a platform's backend into its folder, or a config's own output into its file.
    struct Job: Sendable {
        var backend: any Backend.Type
        var options: PlatformOptions
        /// A platform's folder, its files' paths relative to it; nil for a custom output, whose path is whole.
        var folder: String?
        /// For a custom output, its template (added to the built-ins) and its file.
        var custom: (templates: TemplateSources, template: String, path: String)?
    }

    public static func run(_ request: BuildRequest, staging: OutputStaging? = nil) -> BuildResult {
        let started = Date()
        let load = TokenLoader.run(request.load)
        let loadSeconds = Date().timeIntervalSince(started)
        var report = DiagnosticReport(load.diagnostics)
        var sources = load.sources
        var result = BuildResult(
            load: load, diagnostics: [], files: [], summaries: [], sources: sources, loadSeconds: loadSeconds)
        let keepingGoing = request.keepGoing && load.errorCount > 0 && KeepGoing.tolerates(load.diagnostics)
        guard let loaded = keepingGoing ? KeepGoing.model(of: load) : load.model, load.errorCount == 0 || keepingGoing else {
            result.diagnostics = report.finalized(with: request.load.policy)
            result.blockingErrorCount = result.errorCount
            return result
        }
        let model = request.renameHistory.map { RenamedAliases.adding($0.keptRenames(in: loaded), to: loaded) } ?? loaded
        var templates = TemplateSources(BuiltinTemplates.sources)
        for (platform, override) in request.templateOverrides.sorted(by: { $0.key < $1.key }) {
            report.append(contentsOf: applyOverride(override, platform: platform, to: &templates, sources: &sources))
        }

        let backends = request.platforms.compactMap { name -> (any Backend.Type)? in
            if let backend = PlatformRegistry.backend(named: name) { return backend }
            report.append(.error(
                "build.unknown-platform", "unknown platform '\(name)'", at: nil,
                help: "platforms: \(PlatformRegistry.names.joined(separator: ", "))"))
            return nil
        }
        var jobs = backends.map { backend in
            let options = options(of: backend.name, in: request)
            return Job(backend: backend, options: options, folder: options.destination, custom: nil)
        }
        // A custom output whose context or template is missing reports so in its place among the outputs.
        let customJobs = request.customOutputs.map { prepare($0, request: request, sources: &sources) }
        jobs += customJobs.compactMap { try? $0.get() }

        let frozenTemplates = templates
        let allJobs = jobs
        // Jobs of one selection (most often every platform's default `api: semantic`) share what selecting
        // makes: the judgment of the layers, the selected model and its theme layout, made once.
        // Figma's code syntax names tokens per platform (`CodeSyntaxNames`): as renames in that job's selection.
        let hasCodeSyntax = CodeSyntaxNames.hasCodeSyntax(model)
        let jobSelections = allJobs.map { job in
            hasCodeSyntax
                ? CodeSyntaxNames.selection(job.options.selection, platform: job.backend.name, model: model)
                : (job.options.selection, [])
        }
        let jobsBySelection = Dictionary(grouping: allJobs.indices) { jobSelections[$0].0 }
        let selections = Array(jobsBySelection.keys)
        // The lint rules and the inputs the backends share need only the model, so they run side by side.
        let (lintDiagnostics, selected) = InParallel.pair(
            {
                LintStage.run(
                    model, request.lint, built: backends.map { $0.name } + request.customOutputs.map(\.context),
                    options: request.options, policy: request.load.policy, checkBuiltNames: false)
            },
            {
                InParallel.map(selections.count) { index in
                    let backends = (jobsBySelection[selections[index]] ?? []).map { allJobs[$0].backend }
                    return BackendInput(model: model).selecting(selections[index], for: backends)
                }
            })
        report.append(contentsOf: lintDiagnostics)
        var inputs: [BackendInput?] = Array(repeating: nil, count: allJobs.count)
        var selectionDiagnostics: [[Diagnostic]] = Array(repeating: [], count: allJobs.count)
        for (selection, (input, diagnostics)) in zip(selections, selected) {
            let indices = jobsBySelection[selection] ?? []
            for index in indices { inputs[index] = input }
            // Said once, by the first job of the selection.
            if let first = indices.min() { selectionDiagnostics[first] = diagnostics }
        }
        for index in allJobs.indices { selectionDiagnostics[index] += jobSelections[index].1 }
        let jobInputs = inputs
        let jobSelecting = selectionDiagnostics
        // Each job writes only its own result, so running them side by side changes nothing but the time.
        let outcomes = InParallel.map(allJobs.count) { index in
            run(
                allJobs[index], input: jobInputs[index] ?? BackendInput(model: model), selecting: jobSelecting[index],
                templates: frozenTemplates, staging: staging)
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
        var customOutcomes = outcomes.dropFirst(backends.count).makeIterator()
        for prepared in customJobs {
            guard case .success = prepared, let outcome = customOutcomes.next() else {
                if case .failure(let problem) = prepared { report.append(contentsOf: problem.diagnostics) }
                continue
            }
            report.append(contentsOf: outcome.output.diagnostics)
            files += outcome.output.files
            paths += outcome.paths
            result.owners["outputs", default: []] += outcome.paths
        }
        report.append(contentsOf: OutputPathCheck.collisions(in: paths))
        result.paths = paths.sorted()
        result.files = files.sorted { $0.path < $1.path }
        result.diagnostics = NameCollisionReport.folded(report.finalized(with: request.load.policy))
        let leftOut = keepingGoing ? Set(load.diagnostics.filter { $0.severity == .error }) : []
        result.blockingErrorCount = result.diagnostics.lazy.filter { $0.severity == .error && !leftOut.contains($0) }.count
        result.sources = sources
        return result
    }

    /// The platform's options from the request, or the defaults: its folder named after it.
    static func options(of platform: String, in request: BuildRequest) -> PlatformOptions {
        request.options[platform] ?? PlatformOptions(destination: platform)
    }

    /// One job's files (paths relative to the output folder) and diagnostics, the files staged when there is a
    /// staging, and how long it took.
    /// `input` is the job's, its selection applied, and `selecting` what applying it found.
    private static func run(
        _ job: Job, input selected: BackendInput, selecting: [Diagnostic], templates: TemplateSources, staging: OutputStaging?
    ) -> (output: OutputResult, paths: [String], seconds: Double) {
        let begin = Date()
        var output: OutputResult
        if let custom = job.custom {
            let (context, diagnostics) = job.backend.anyContext(selected, options: job.options)
            output = TemplateRender.render([.template(custom.template, context: context, to: custom.path)], with: custom.templates)
            output.diagnostics = diagnostics + output.diagnostics
        } else {
            output = job.backend.generate(selected, options: job.options, templates: templates)
        }
        output.diagnostics = selecting + output.diagnostics
        if let folder = job.folder {
            for file in output.files.indices { output.files[file].path = join(folder, output.files[file].path) }
        }
        let paths = output.files.map(\.path)
        if let staging {
            staging.stage(output.files.filter { OutputPathCheck.isInsideOutput($0.path) })
            output.files = []
        }
        return (output, paths, Date().timeIntervalSince(begin))
    }

    private static func join(_ folder: String, _ path: String) -> String {
        folder.isEmpty ? path : folder + "/" + path
    }
}
