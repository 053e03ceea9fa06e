import RefractDiagnostics
import RefractModel

/// A primitive (a palette entry, a base size) that no token references is dead weight in every output.
struct PrimitivesUnused: LintRule {
    static let id: RuleID = "primitives.unused"
    static let code: DiagnosticCode = "lint.primitives.unused"
    static let summary = "every primitive token is referenced by another token"
    /// Off: palettes are complete on purpose (every shade of a ramp, used or not yet), so unused
    /// primitives are the norm in the corpus' design systems, not a mistake.
    static let defaultLevel: LintLevel = .off
    static let documentation = """
        The primitives are the tokens whose paths match `primitives`. One that no token references \
        (as its alias or in a part of a composite value) in any permutation is reported.
        """
    static let optionDocs = [
        LintOptionDoc(name: "primitives", type: "list of path patterns", defaultValue: "`primitive.**`, `primitives.**`, `base.**`, `core.**`, `palette.**`, `*.base.**`, `*.primitive.**`, `*.palette.**`", summary: "the paths of primitive tokens"),
    ]

    var primitives = ["primitive.**", "primitives.**", "base.**", "core.**", "palette.**", "*.base.**", "*.primitive.**", "*.palette.**"].map(TokenPathGlob.init)

    init(options: LintOptionValue?, reporting diagnostics: inout [Diagnostic]) {
        var reader = OptionReader(rule: Self.id, options, allowed: ["primitives"])
        if let patterns = reader.strings("primitives") { primitives = patterns.map(TokenPathGlob.init) }
        diagnostics += reader.diagnostics
    }

    func check(_ subject: LintSubject, severity: Severity) -> [Diagnostic] {
        let model = subject.model
        var referenced: Set<TokenPath> = []
        for set in model.tokenSets {
            for token in set.tokens {
                if let alias = token.aliasOf { referenced.insert(alias) }
                referenced.formUnion(token.partReferences.values)
            }
        }
        var diagnostics: [Diagnostic] = []
        for (index, path) in model.paths.enumerated() where !referenced.contains(path) {
            let segments = path.segments
            guard primitives.contains(where: { $0.match(segments) != nil }) else { continue }
            guard let token = model.permutations.indices.lazy.compactMap({ p in
                model.tokenIndex(pathAt: index, permutation: p).map { model.tokenSets[p].tokens[$0] }
            }).first else { continue }
            diagnostics.append(.lint(
                Self.code, severity, "the primitive '\(path)' is referenced by no token", at: token,
                help: "remove it, or reference it from a semantic token"))
        }
        return diagnostics
    }
}
