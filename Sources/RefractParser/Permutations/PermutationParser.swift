import RefractDiagnostics
import RefractModel
import RefractSyntax

/// Parses every permutation of a `ResolverPlan` (or those matching `inputs`), resolving it in the spec's order:
/// merge the sources of the resolution order (later wins, tokens replaced whole), then resolve aliases.
/// Each permutation goes through `TokenParser.parse(documents:)`, whose merge has exactly those semantics;
/// file trees come from `documents` (path → tree), read once by the caller however many permutations
/// use them. Problems repeated across permutations are reported once, with a note naming them.
package enum PermutationParser {
    /// Runs `count` independent pieces of work and returns their results in order: the caller decides
    /// whether side by side (the loader does) or one after another.
    package typealias Map = (_ count: Int, _ body: @Sendable (Int) -> TokenParser.Result) -> [TokenParser.Result]

    package struct Result: Sendable {
        package var model: ThemedTokenSet
        /// Unsorted and without policy: the caller finalizes them with the rest of its report.
        package var diagnostics: [Diagnostic]
        /// Tokens left out of some permutation because their value could not be resolved there.
        package var failedPaths: Set<TokenPath> = []
        /// Paths references named where no token is, in any permutation.
        package var missingTargets: Set<TokenPath> = []
    }

    package static func resolve(
        plan: ResolverPlan, documents: [String: SyntaxNode], inputs: [String: String] = [:],
        colorSchemeName: String? = nil, themeName: String? = nil, contrastName: String? = nil,
        map: Map = { count, body in (0..<count).map(body) }
    ) -> Result {
        var diagnostics = plan.compatibilityDiagnostics
        let (permutations, inputDiagnostics) = plan.permutations(for: inputs)
        diagnostics += inputDiagnostics
        let resolved = resolvePermutations(of: plan, documents: documents, permutations, map: map)
        diagnostics += resolved.diagnostics
        let axes = plan.axes(colorSchemeName: colorSchemeName, themeName: themeName, contrastName: contrastName)
            .map { axis in inputs[axis.name].map(axis.fixed(to:)) ?? axis }
        let referenceOnly = resolved.sources.contains { $0.contains(where: \.referenceOnly) }
            ? ReferenceOnlySources.paths(resolved.results.map(\.tokens), sources: resolved.sources) : []
        let outcome = model(of: resolved.results, axes: axes, permutations: permutations, referenceOnly: referenceOnly)
        return Result(
            model: outcome.model, diagnostics: diagnostics + outcome.diagnostics,
            failedPaths: Set(resolved.results.lazy.flatMap(\.failedPaths)),
            missingTargets: resolved.results.reduce(into: []) { $0.formUnion($1.missingTargets) })
    }

    /// Every permutation's token set: files turned into trees once, then each permutation merged and
    /// parsed. With them, the sources each permutation merged, in order.
    private static func resolvePermutations(
        of plan: ResolverPlan, documents: [String: SyntaxNode], _ permutations: [Permutation], map: Map
    ) -> (results: [TokenParser.Result], sources: [[MaterializedSource]], diagnostics: [Diagnostic]) {
        var materializer = SourceMaterializer(documents: documents)
        let steps = plan.steps.map { materializer.materialize($0) }
        // The merge is a left fold, and the sets before the first modifier are the same in every
        // permutation: they are merged once, not once per permutation.
        let sharedSteps = steps.prefix { if case .set = $0 { true } else { false } }.count
        let sharedSources = steps.prefix(sharedSteps).flatMap { $0.sources(in: Permutation([])) }
        let shared = DocumentMerger.merge(sharedSources.map(\.tree))
        let sources = permutations.map { permutation in
            sharedSources + steps.dropFirst(sharedSteps).flatMap { $0.sources(in: permutation) }
        }
        // Each permutation is merged and parsed on its own: they share only their inputs.
        let results = map(permutations.count) { p in
            let ownTrees = sources[p].dropFirst(sharedSources.count).map(\.tree)
            let tree = DocumentMerger.merge((shared.map { [$0] } ?? []) + ownTrees)
            return TokenParser.parse(documents: tree.map { [$0] } ?? [])
        }
        return (results, sources, materializer.diagnostics)
    }

    private struct ModelOutcome: Sendable {
        var model: ThemedTokenSet
        /// Problems of the permutations (each once), then those across permutations.
        var diagnostics: [Diagnostic]
    }

    private static func model(
        of results: [TokenParser.Result], axes: [Axis], permutations: [Permutation], referenceOnly: Set<TokenPath>
    ) -> ModelOutcome {
        var merged = PermutationDiagnostics(permutations: permutations)
        var erroneous: Set<Int> = []
        var tokenSets: [TokenSet] = []
        tokenSets.reserveCapacity(permutations.count)
        for (index, parsed) in results.enumerated() {
            merged.add(parsed.diagnostics, permutation: index)
            if parsed.diagnostics.contains(where: { $0.severity == .error }) { erroneous.insert(index) }
            tokenSets.append(parsed.tokens)
        }
        var diagnostics = merged.finalized()
        let model = ThemedTokenSet(axes: axes, permutations: permutations, tokenSets: tokenSets, referenceOnly: referenceOnly)
        diagnostics += PermutationConsistency.check(model, erroneous: erroneous)
        return ModelOutcome(model: model, diagnostics: diagnostics)
    }
}

/// One source of a step as a tree, and whether the plan reads it only so that references resolve.
struct MaterializedSource {
    var tree: SyntaxNode
    var referenceOnly: Bool
}

/// A step of the plan with its sources turned into trees, once for all permutations.
enum MaterializedStep {
    case set([MaterializedSource])
    case modifier(name: String, contexts: [String: [MaterializedSource]])

    func sources(in permutation: Permutation) -> [MaterializedSource] {
        switch self {
        case .set(let sources): sources
        case .modifier(let name, let contexts): permutation[name].flatMap { contexts[$0] } ?? []
        }
    }
}

/// Turns plan sources into trees: inline trees as they are, files from the documents read with their
/// fragment applied and the keys beside `$ref` laid over them.
struct SourceMaterializer {
    let documents: [String: SyntaxNode]
    var diagnostics: [Diagnostic] = []
    private var reported: Set<String> = []

    init(documents: [String: SyntaxNode]) {
        self.documents = documents
    }

    mutating func materialize(_ step: ResolverPlan.Step) -> MaterializedStep {
        switch step {
        case .set(_, let sources):
            return .set(sources.compactMap { materialize($0) })
        case .modifier(let modifier):
            var contexts: [String: [MaterializedSource]] = [:]
            for context in modifier.contexts {
                contexts[context.name] = context.sources.compactMap { materialize($0) }
            }
            return .modifier(name: modifier.name, contexts: contexts)
        }
    }

    private mutating func materialize(_ source: ResolverPlan.Source) -> MaterializedSource? {
        guard let tree = tree(for: source) else { return nil }
        if case .file(let reference) = source, reference.referenceOnly {
            return MaterializedSource(tree: tree, referenceOnly: true)
        }
        return MaterializedSource(tree: tree, referenceOnly: false)
    }

    /// Nil for a file missing from `documents`: the caller reported why it could not be read.
    private mutating func tree(for source: ResolverPlan.Source) -> SyntaxNode? {
        switch source {
        case .inline(let tree):
            return tree
        case .file(let reference):
            guard let document = documents[reference.path] else { return nil }
            var tree = document
            if let fragment = reference.fragment {
                guard let target = SyntaxPointer.node(at: SyntaxPointer.segments(fragment), in: document) else {
                    let key = reference.path + "#" + fragment
                    if reported.insert(key).inserted {
                        diagnostics.append(.error(
                            "resolver.unresolved-reference", "'#\(fragment)' does not point to anything in '\(reference.path)'",
                            at: reference.span))
                    }
                    return nil
                }
                tree = target
            }
            return SyntaxPointer.applying(reference.overrides, to: tree)
        }
    }
}
