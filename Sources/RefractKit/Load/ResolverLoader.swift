import RefractDiagnostics
import RefractModel
import RefractParser
import RefractSyntax

/// Read → plan → read each referenced file once → resolve every permutation (or those matching the
/// request's modifier inputs).
enum ResolverLoader {
    static func run(resolverPath: String, _ request: LoadRequest) -> LoadResult {
        var report = DiagnosticReport()
        var reader = DocumentReader(limits: request.limits, cache: request.cache)
        var result = LoadResult(model: nil, plan: nil, diagnostics: [], sources: SourceStore(), files: [resolverPath])
        guard let root = read(resolverPath, referencedAt: nil, into: &report, sources: &result.sources, reader: &reader)
        else {
            result.cache = reader.nextCache
            return finish(result, report, request.policy)
        }
        let parsed = ResolverDocumentParser.parse(root, path: resolverPath)
        report.append(contentsOf: parsed.diagnostics)
        guard let plan = parsed.plan else {
            result.cache = reader.nextCache
            return finish(result, report, request.policy)
        }
        report.append(contentsOf: ContextNameCollisions.check(plan))
        let references = firstReferences(in: plan)
        var pending: [DocumentSource] = []
        let confinement = ResolverConfinement(resolverPath: resolverPath, allowedRoots: request.resolverRoots)
        for file in plan.files {
            guard confinement.permits(file) else {
                report.append(outside(file, referencedAt: references[file]))
                continue
            }
            result.files.append(file)
            if let source = source(file, referencedAt: references[file], into: &report, sources: &result.sources) {
                pending.append(source)
            }
        }
        var documents: [String: SyntaxNode] = [:]
        for (source, read) in zip(pending, reader.read(pending)) {
            report.append(contentsOf: read.diagnostics)
            if let root = read.root { documents[source.path] = root }
        }
        let resolved = ThemeResolver.resolve(
            plan: plan, documents: documents, inputs: request.modifierInputs,
            colorSchemeName: request.colorSchemeAxis, themeName: request.themeAxis,
            contrastName: request.contrastAxis, map: { SideBySide.map($0, $1) })
        report.append(contentsOf: resolved.diagnostics)
        report.append(contentsOf: ContextNameCollisions.checkThemes(plan, resolved.model))
        result.model = resolved.model
        result.plan = plan
        result.cache = reader.nextCache
        return finish(result, report, request.policy)
    }

    private static func finish(_ result: LoadResult, _ report: DiagnosticReport, _ policy: DiagnosticPolicy) -> LoadResult {
        var result = result
        result.diagnostics = report.finalized(with: policy)
        return result
    }

    /// Names the file and nothing of its content: it is never opened.
    private static func outside(_ path: String, referencedAt reference: SourceSpan?) -> Diagnostic {
        .error(
            "resolver.file-outside-root", "'\(path)' is outside the resolver document's folder; refract does not read it",
            at: reference, label: "referenced here",
            help: "move the file below the resolver's folder, or allow its folder with 'resolverRoots' in refract.yaml or --resolver-root")
    }

    /// Reads and parses one file; a missing file is reported at the `$ref` that names it.
    private static func read(
        _ path: String, referencedAt reference: SourceSpan?, into report: inout DiagnosticReport,
        sources: inout SourceStore, reader: inout DocumentReader
    ) -> SyntaxNode? {
        guard let source = source(path, referencedAt: reference, into: &report, sources: &sources) else { return nil }
        let read = reader.read(bytes: source.bytes, path: path, format: source.format)
        report.append(contentsOf: read.diagnostics)
        return read.root
    }

    /// The bytes and format of one file; a missing file is reported at the `$ref` that names it.
    private static func source(
        _ path: String, referencedAt reference: SourceSpan?, into report: inout DiagnosticReport,
        sources: inout SourceStore
    ) -> DocumentSource? {
        guard let bytes = FileSystem.readBytes(at: path) else {
            if let reference {
                report.append(.error(
                    "resolver.file-not-found", "cannot read '\(path)'", at: reference, label: "referenced here"))
            } else {
                report.append(.error("input.unreadable", "cannot read '\(path)'", at: .file(path)))
            }
            return nil
        }
        sources.add(path: path, bytes: bytes)
        guard let format = SourceFormat(path: path) else {
            report.append(.error(
                "input.unknown-format",
                "cannot tell the format of '\(path)'; token files end in .json, .jsonc, .json5, .yaml or .yml",
                at: reference ?? .file(path)))
            return nil
        }
        return DocumentSource(bytes: bytes, path: path, format: format)
    }

    /// The first `$ref` naming each file, where a missing file is reported.
    private static func firstReferences(in plan: ResolverPlan) -> [String: SourceSpan] {
        var result: [String: SourceSpan] = [:]
        func visit(_ sources: [ResolverPlan.Source]) {
            for case .file(let reference) in sources where result[reference.path] == nil {
                result[reference.path] = reference.span
            }
        }
        for step in plan.steps {
            switch step {
            case .set(_, let sources): visit(sources)
            case .modifier(let modifier): modifier.contexts.forEach { visit($0.sources) }
            }
        }
        return result
    }
}
