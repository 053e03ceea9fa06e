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
        var documents: [String: SyntaxNode] = [:]
        let references = firstReferences(in: plan)
        for file in plan.files {
            result.files.append(file)
            let tree = read(
                file, referencedAt: references[file], into: &report, sources: &result.sources, reader: &reader)
            if let tree { documents[file] = tree }
        }
        let resolved = ThemeResolver.resolve(
            plan: plan, documents: documents, inputs: request.modifierInputs,
            colorSchemeName: request.colorSchemeAxis, themeName: request.themeAxis,
            contrastName: request.contrastAxis)
        report.append(contentsOf: resolved.diagnostics)
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

    /// Reads and parses one file; a missing file is reported at the `$ref` that names it.
    private static func read(
        _ path: String, referencedAt reference: SourceSpan?, into report: inout DiagnosticReport,
        sources: inout SourceStore, reader: inout DocumentReader
    ) -> SyntaxNode? {
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
        let read = reader.read(bytes: bytes, path: path, format: format)
        report.append(contentsOf: read.diagnostics)
        return read.root
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
