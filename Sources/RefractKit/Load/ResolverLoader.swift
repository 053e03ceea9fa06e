import RefractDiagnostics
import RefractImport
import RefractModel
import RefractParser
import RefractSyntax

/// Read → plan → read each referenced file once → resolve every permutation (or those matching the
/// request's modifier inputs).
enum ResolverLoader {
    static func run(resolverPath: String, _ request: LoadRequest) -> LoadResult {
        var report = DiagnosticReport()
        var reader = DocumentReader(limits: request.limits, cache: request.cache, unsaved: request.unsavedDocuments)
        var result = LoadResult(model: nil, plan: nil, diagnostics: [], sources: SourceStore(), files: [resolverPath])
        guard let root = read(resolverPath, referencedAt: nil, into: &report, sources: &result.sources, reader: &reader)
        else {
            result.cache = reader.nextCache
            return finish(result, report, request.policy)
        }
        return resolve(root, path: resolverPath, preloaded: [:], result: result, report: report, reader: reader, request)
    }

    /// The resolver an input's format made (Tokens Studio themes, Figma modes): its `$ref`s name the
    /// translated documents, which come from memory.
    static func run(
        imported: ImportedResolver, read: TokenFiles, report: DiagnosticReport, reader: DocumentReader, _ request: LoadRequest
    ) -> LoadResult {
        let result = LoadResult(model: nil, plan: nil, diagnostics: [], sources: read.sources, files: read.files)
        var report = report
        if !read.documents.isEmpty {
            report.append(.error(
                "input.several-resolvers",
                "'\(imported.path)' gives themes, so it must be the only input; other token files were given beside it",
                at: .file(imported.path), help: "read the input with themes on its own"))
        }
        return resolve(
            imported.document, path: imported.path, preloaded: read.importedDocuments, result: result, report: report,
            reader: reader, request, legacyValueFiles: read.legacyValueFiles)
    }

    /// Plan → token files (from `preloaded`, else read and, where the source names a format, translated) →
    /// every permutation.
    private static func resolve(
        _ root: SyntaxNode, path resolverPath: String, preloaded: [String: SyntaxNode], result: LoadResult,
        report: DiagnosticReport, reader: DocumentReader, _ request: LoadRequest, legacyValueFiles: Set<String> = []
    ) -> LoadResult {
        var result = result
        var report = report
        var reader = reader
        var legacyValueFiles = legacyValueFiles
        let parsed = ResolverDocumentParser.parse(root, path: resolverPath)
        report.append(contentsOf: parsed.diagnostics)
        guard let plan = parsed.plan else {
            result.cache = reader.nextCache
            return finish(result, report, request.policy)
        }
        report.append(contentsOf: ContextNameCollisions.check(plan))
        let references = firstReferences(in: plan)
        var pending: [DocumentSource] = []
        var documents: [String: SyntaxNode] = [:]
        let confinement = ResolverConfinement(resolverPath: resolverPath, allowedRoots: request.resolverRoots)
        // The plan's files are normalised paths (a folder read from "." names its files "./tokens/a.json", the
        // plan "tokens/a.json"), so the documents read already are looked up the same way.
        let preloadedByPath = Dictionary(preloaded.map { (ResolverPaths.normalize($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
        for file in plan.files {
            if let document = preloadedByPath[ResolverPaths.normalize(file)] {
                documents[file] = document
                continue
            }
            guard confinement.permits(file) else {
                report.append(outside(file, referencedAt: references[file]?.span))
                continue
            }
            result.files.append(file)
            if let source = source(file, referencedAt: references[file]?.span, into: &report, sources: &result.sources, reader: reader) {
                pending.append(source)
            }
        }
        for (source, read) in zip(pending, reader.read(pending)) {
            report.append(contentsOf: read.diagnostics)
            guard let root = read.root else { continue }
            guard let named = references[source.path]?.format else {
                if let legacy = LegacyShape.diagnostic(path: source.path, root: root) {
                    report.append(legacy)
                } else {
                    documents[source.path] = root
                }
                continue
            }
            guard let format = TokenFormat(rawValue: named.name) else {
                report.append(unknownFormat(named.name, at: named.span))
                continue
            }
            let imported = TokenImporter.translate(
                ImportInput(format: format, root: source.path, documents: [ImportDocument(path: source.path, root: root)]))
            report.append(contentsOf: imported.diagnostics)
            if format.writesLegacyValues { legacyValueFiles.insert(source.path) }
            if let themes = imported.resolver {
                report.append(.warning(
                    "import.not-carried",
                    "the themes '\(themes.path)' gives are not read: a resolver source gives tokens, not modifiers",
                    at: named.span, help: "read the folder with its themes as the only input instead of through this resolver"))
            }
            if let document = imported.documents.first(where: { $0.path == source.path }) ?? imported.documents.first {
                documents[source.path] = document.root
            }
        }
        let resolved = PermutationParser.resolve(
            plan: plan, documents: documents, inputs: request.modifierInputs,
            colorSchemeName: request.colorSchemeAxis, themeName: request.themeAxis,
            contrastName: request.contrastAxis, map: { InParallel.map($0, $1) })
        report.append(contentsOf: LegacyValueFindings.removing(resolved.diagnostics, in: legacyValueFiles, besides: report.diagnostics))
        report.append(contentsOf: ContextNameCollisions.checkThemes(plan, resolved.model))
        result.model = resolved.model
        result.failedPaths = resolved.failedPaths
        result.missingTargets = resolved.missingTargets
        result.plan = plan
        result.cache = reader.nextCache
        return finish(result, report, request.policy)
    }

    /// A format name on a resolver source that refract does not have.
    static func unknownFormat(_ name: String, at span: SourceSpan) -> Diagnostic {
        let suggestion = Suggestions.nearest(to: name, in: TokenFormat.names)
        return .error(
            "import.unknown-format", "'\(name)' is not a token format refract reads", at: span,
            help: suggestion.map { "did you mean '\($0)'?" } ?? "formats: \(TokenFormat.names.joined(separator: ", "))")
    }

    private static func finish(_ result: LoadResult, _ report: DiagnosticReport, _ policy: DiagnosticPolicy) -> LoadResult {
        var result = result
        result.diagnostics = SourceFailures.fold(report.finalized(with: policy))
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
        guard let source = source(path, referencedAt: reference, into: &report, sources: &sources, reader: reader) else { return nil }
        let read = reader.read(bytes: source.bytes, path: path, format: source.format)
        report.append(contentsOf: read.diagnostics)
        return read.root
    }

    /// The bytes and format of one file; a missing file is reported at the `$ref` that names it.
    private static func source(
        _ path: String, referencedAt reference: SourceSpan?, into report: inout DiagnosticReport,
        sources: inout SourceStore, reader: DocumentReader
    ) -> DocumentSource? {
        guard let bytes = reader.bytes(at: path) else {
            if let reference {
                // Suggested as a `$ref` beside this one would be written: from the resolver document's folder.
                let folder = PathText.parent(of: reference.file)
                report.append(.error(
                    "resolver.file-not-found", "cannot read '\(path)'", at: reference, label: "referenced here",
                    help: PathSuggestion.help(for: path, from: folder.isEmpty ? "." : folder)))
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

    /// The first `$ref` naming each file, where a missing file is reported and whose format it is read in.
    private static func firstReferences(in plan: ResolverPlan) -> [String: ResolverPlan.FileReference] {
        var result: [String: ResolverPlan.FileReference] = [:]
        func visit(_ sources: [ResolverPlan.Source]) {
            for case .file(let reference) in sources where result[reference.path] == nil {
                result[reference.path] = reference
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
