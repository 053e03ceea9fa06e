import RefractBackend
import RefractBuiltinTemplates
import RefractDiagnostics
import RefractLint
import RefractModel
import RefractOutput
import RefractParser
import RefractPreview

/// What `refract preview` is asked to do, after config and flags are combined.
package struct PreviewRequest: Sendable {
    package var load: LoadRequest
    /// The page's path.
    package var output: String
    /// A template file or folder overriding the built-in `preview/` templates of the same names.
    package var templateOverride: String?
    /// The page's title; else the resolver document's name.
    package var title: String?
    /// The design rules as configured: the page badges the pairs `contrast.minimum` checks.
    package var lint: LintConfiguration
    /// The config: its platforms and their options give each token's names on the page.
    package var config: RefractConfig

    package init(
        load: LoadRequest, output: String, templateOverride: String? = nil, title: String? = nil,
        lint: LintConfiguration = .recommended, config: RefractConfig = RefractConfig()
    ) {
        self.load = load
        self.output = output
        self.templateOverride = templateOverride
        self.title = title
        self.lint = lint
        self.config = config
    }
}

package struct PreviewResult: Sendable {
    package var load: LoadResult
    /// The page, when there was no error.
    package var page: GeneratedFile?
    /// Everything: loading and templates; policy applied, sorted.
    package var diagnostics: [Diagnostic]
    package var sources: SourceStore

    package var errorCount: Int { diagnostics.lazy.filter { $0.severity == .error }.count }
}

/// Load → the page's context → the preview template. Pure apart from reading; the caller writes the page
/// with `PreviewWriter` only when there is no error.
package enum PreviewPipeline {
    /// The pairs the page badges: exactly those `contrast.minimum` checks with the config's options.
    package static func contrastPairs(_ model: ThemedTokenSet, lint: LintConfiguration) -> [PreviewSettings.Pair] {
        lint.contrastPairs(in: model).map {
            PreviewSettings.Pair(
                foreground: $0.foreground.dotted, background: $0.background.dotted, reason: $0.reason, minimumRatio: $0.minimumRatio)
        }
    }

    /// Each token's names on the platforms the config builds, as `build` would write them.
    package static func platformNames(_ model: ThemedTokenSet, config: RefractConfig) -> [String: [PreviewSettings.PlatformName]] {
        var options: [String: PlatformOptions] = [:]
        for name in PlatformRegistry.names {
            let platform = config.platform(name)
            options[name] = PlatformOptions(
                destination: platform.destination ?? name, prefix: platform.prefix, settings: platform.settings,
                settingSpans: platform.settingSpans, selection: platform.selection)
        }
        var names: [String: [PreviewSettings.PlatformName]] = [:]
        for name in PlatformNameList.collect(model, platforms: PlatformRegistry.enabled(in: config), options: options) {
            guard let token = name.token else { continue }
            let entry = PreviewSettings.PlatformName(platform: name.platform, name: name.name)
            let known = names[token] ?? []
            // The names an app writes (`Theme.colors.x`, `.themeX`; `R.attr.x`, `R.color.x`), not each
            // permutation's resource behind them.
            guard !known.contains(entry), known.filter({ $0.platform == name.platform }).count < 2 else { continue }
            names[token, default: []].append(entry)
        }
        return names
    }

    package static func run(_ request: PreviewRequest) -> PreviewResult {
        let load = TokenLoader.run(request.load)
        var report = DiagnosticReport(load.diagnostics)
        var sources = load.sources
        guard let read = load.model, load.errorCount == 0 else {
            return PreviewResult(load: load, diagnostics: report.finalized(with: request.load.policy), sources: sources)
        }
        // The page shows what the platforms write: tokens read for references only (Tokens Studio's `source`
        // sets) are left out, as every build output leaves them out; the values that name them keep theirs.
        let (model, _) = TokenSelection().apply(to: read)
        var templates = TemplateSources(BuiltinTemplates.sources)
        if let override = request.templateOverride {
            report.append(contentsOf: BuildPipeline.applyOverride(override, platform: "preview", to: &templates, sources: &sources))
        }
        var page: GeneratedFile?
        if report.errorCount == 0 {
            let source = request.load.resolver ?? request.load.inputs.joined(separator: ", ")
            let settings = PreviewSettings(
                title: request.title ?? load.plan?.name, source: source, pairs: contrastPairs(model, lint: request.lint),
                surface: request.lint.pageSurface(in: model)?.dotted, names: platformNames(model, config: request.config))
            let output = PreviewBackend.generate(model, settings: settings, templates: templates)
            report.append(contentsOf: output.diagnostics)
            page = output.files.first.map { file in
                var named = file
                named.path = request.output
                return named
            }
        }
        let diagnostics = report.finalized(with: request.load.policy)
        let failed = diagnostics.contains { $0.severity == .error }
        return PreviewResult(load: load, page: failed ? nil : page, diagnostics: diagnostics, sources: sources)
    }
}
