import RefractDiagnostics
import RefractImport
import RefractModel
import RefractParser
import RefractSyntax

/// What to load: token files and folders, or a resolver document, and which permutations.
public struct LoadRequest: Sendable {
    public var inputs: [String]
    /// An explicit resolver document; otherwise one found among `inputs` is used.
    public var resolver: String?
    /// Restricts resolution to matching permutations (`--input mode=dark`).
    public var modifierInputs: [String: String]
    public var policy: DiagnosticPolicy
    public var colorSchemeAxis: String?
    public var themeAxis: String?
    public var contrastAxis: String?
    public var limits: ReaderLimits
    /// Folders besides the resolver document's own that its `$ref`s may read (`resolverRoots`).
    public var resolverRoots: [String]
    /// Parsed files reused across runs (`refract watch`): the `cache` of the load before.
    package var cache: DocumentCache?
    /// The format of each input that is not DTCG, keyed by the input as written in `inputs` (`format:` in
    /// the config, `--from`). A resolver document's sources say theirs in the document.
    public var formats: [String: TokenFormat] = [:]
    /// The Tokens Studio `source` sets to output, by input as in `formats` (`emitSourceSets` in the config).
    package var sourceSets: [String: SourceSetOutput] = [:]
    /// Text an editor holds for files, read instead of the files (`refract lsp` checks unsaved edits), by
    /// path as `ResolverPaths.normalize` writes it.
    package var unsavedDocuments: [String: [UInt8]] = [:]

    public init(
        inputs: [String], resolver: String? = nil, modifierInputs: [String: String] = [:],
        policy: DiagnosticPolicy = DiagnosticPolicy(), colorSchemeAxis: String? = nil, themeAxis: String? = nil,
        contrastAxis: String? = nil, limits: ReaderLimits = ReaderLimits(), cache: DocumentCache? = nil,
        resolverRoots: [String] = []
    ) {
        self.resolverRoots = resolverRoots
        self.inputs = inputs
        self.resolver = resolver
        self.modifierInputs = modifierInputs
        self.policy = policy
        self.colorSchemeAxis = colorSchemeAxis
        self.themeAxis = themeAxis
        self.contrastAxis = contrastAxis
        self.limits = limits
        self.cache = cache
    }
}

/// One way in for every command: a resolver document (given, or the one in a token folder), or plain
/// token files — with Terrazzo-style inline modes read as a `mode` modifier. Always yields the themed
/// model, with a single `default` permutation when there are no modes.
public enum TokenLoader {
    public static func run(_ request: LoadRequest) -> LoadResult {
        if let resolver = request.resolver {
            if FileSystem.entry(at: resolver) == .missing {
                return LoadResult(
                    model: nil, plan: nil,
                    diagnostics: DiagnosticReport([TokenInputs.notFound(resolver, resolver: true)]).finalized(with: request.policy),
                    sources: SourceStore(), files: [], cache: request.cache.map { _ in DocumentCache() })
            }
            return ResolverLoader.run(resolverPath: resolver, request)
        }
        let (resolvers, diagnostics) = resolverDocuments(in: request.inputs.filter { (request.formats[$0] ?? .dtcg) == .dtcg })
        if !diagnostics.isEmpty {
            return LoadResult(
                model: nil, plan: nil, diagnostics: DiagnosticReport(diagnostics).finalized(with: request.policy),
                sources: SourceStore(), files: [], cache: request.cache.map { _ in DocumentCache() })
        }
        if let resolver = resolvers.first {
            guard request.inputs.count == 1 else {
                return LoadResult(
                    model: nil, plan: nil,
                    diagnostics: DiagnosticReport([several(resolver)]).finalized(with: request.policy),
                    sources: SourceStore(), files: [], cache: request.cache.map { _ in DocumentCache() })
            }
            return ResolverLoader.run(resolverPath: resolver, request)
        }
        return loadPlainFiles(request)
    }

    /// A resolver document given as an input, or the one resolver in a given folder. A resolver with
    /// other inputs beside it, or several in one folder, is ambiguous and reported.
    static func resolverDocuments(in inputs: [String]) -> ([String], [Diagnostic]) {
        var found: [String] = []
        for input in inputs {
            switch FileSystem.entry(at: input) {
            case .file where TokenInputs.isResolverFile(input):
                found.append(input)
            case .directory:
                let inside = FileSystem.files(below: input).filter(TokenInputs.isResolverFile)
                if inside.count > 1 {
                    return ([], [.error(
                        "input.several-resolvers",
                        "'\(input)' holds several resolver documents: \(inside.map { "'\($0)'" }.joined(separator: ", "))",
                        at: nil, help: "name the one to use with --resolver")])
                }
                found += inside
            default: break
            }
        }
        if found.count > 1 || (found.count == 1 && inputs.count > 1) {
            return ([], [.error(
                "input.several-resolvers",
                "a resolver document names its own token files; cannot combine \(found.map { "'\($0)'" }.joined(separator: ", ")) with other inputs",
                at: nil, help: "pass only the resolver document, or use --resolver")])
        }
        return (found, [])
    }

    private static func several(_ resolver: String) -> Diagnostic {
        .error(
            "input.several-resolvers",
            "a resolver document names its own token files; cannot combine '\(resolver)' with other inputs",
            at: nil, help: "pass only the resolver document, or use --resolver")
    }

    private static func loadPlainFiles(_ request: LoadRequest) -> LoadResult {
        var report = DiagnosticReport()
        var reader = DocumentReader(limits: request.limits, cache: request.cache, unsaved: request.unsavedDocuments)
        let read = TokenFiles.read(request.inputs, formats: request.formats, sourceSets: request.sourceSets, with: &reader, into: &report)
        if let imported = read.importedResolver {
            return ResolverLoader.run(imported: imported, read: read, report: report, reader: reader, request)
        }
        let model: ThemedTokenSet
        let failedPaths: Set<TokenPath>
        let missingTargets: Set<TokenPath>
        if let plan = InlineModes.plan(documents: read.documents) {
            report.append(contentsOf: ContextNameCollisions.check(plan))
            let resolved = PermutationParser.resolve(
                plan: plan, documents: [:], inputs: request.modifierInputs,
                colorSchemeName: request.colorSchemeAxis, themeName: request.themeAxis,
                contrastName: request.contrastAxis, map: { InParallel.map($0, $1) })
            report.append(contentsOf: LegacyValueFindings.removing(resolved.diagnostics, in: read.legacyValueFiles, besides: report.diagnostics))
            report.append(contentsOf: ContextNameCollisions.checkThemes(plan, resolved.model))
            model = resolved.model
            failedPaths = resolved.failedPaths
            missingTargets = resolved.missingTargets
        } else {
            if !request.modifierInputs.isEmpty {
                report.append(.error(
                    "input.no-modifiers",
                    "these tokens have no modifiers, so --input \(request.modifierInputs.keys.sorted().joined(separator: ", ")) matches nothing",
                    at: nil, help: "--input selects contexts of a resolver document's modifiers"))
            }
            let parsed = TokenParser.parse(documents: read.documents)
            report.append(contentsOf: LegacyValueFindings.removing(parsed.diagnostics, in: read.legacyValueFiles, besides: report.diagnostics))
            model = ThemedTokenSet(axes: [], permutations: [Permutation([])], tokenSets: [parsed.tokens])
            failedPaths = Set(parsed.failedPaths)
            missingTargets = parsed.missingTargets
        }
        return LoadResult(
            model: model, plan: nil, diagnostics: SourceFailures.fold(report.finalized(with: request.policy)), sources: read.sources,
            files: read.files, cache: reader.nextCache, failedPaths: failedPaths, missingTargets: missingTargets)
    }
}
