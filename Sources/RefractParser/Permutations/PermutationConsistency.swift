import RefractDiagnostics
import RefractModel

/// Checks across permutations: a token present in some and missing in others (a warning: orthogonal
/// modifiers legitimately add tokens, but an output that needs the token everywhere must know), and a
/// token whose type differs between permutations (an error: no output can type it).
enum PermutationConsistency {
    /// Tokens missing from a permutation that had errors are not reported: the parser drops a token whose
    /// value it cannot resolve, and has said why.
    static func check(_ model: ThemedTokenSet, erroneous: Set<Int> = []) -> [Diagnostic] {
        let count = model.permutations.count
        guard count > 1 else { return [] }
        var diagnostics: [Diagnostic] = []
        for pathIndex in model.paths.indices where !isConsistent(pathIndex, in: model, erroneous: erroneous) {
            let path = model.paths[pathIndex]
            let row = model.tokens(at: path)
            var missing: [Int] = []
            var byType: [(type: TokenType, indices: [Int], token: Token)] = []
            for (index, token) in row.enumerated() {
                guard let token else {
                    if !erroneous.contains(index) { missing.append(index) }
                    continue
                }
                if let i = byType.firstIndex(where: { $0.type == token.type }) {
                    byType[i].indices.append(index)
                } else {
                    byType.append((token.type, [index], token))
                }
            }
            guard let first = byType.first else { continue }
            if !missing.isEmpty {
                diagnostics.append(missingDiagnostic(path, missing: missing, at: first.token, in: model))
            }
            for other in byType.dropFirst() {
                diagnostics.append(.error(
                    "resolver.type-differs",
                    "'\(path)' is a \(other.type.rawValue) when \(describe(other.indices, in: model)) but a \(first.type.rawValue) when \(describe(first.indices, in: model))",
                    at: span(of: other.token.source),
                    notes: [DiagnosticNote("the \(first.type.rawValue) is defined here", at: span(of: first.token.source))],
                    help: "give the token one type in every context"))
            }
        }
        return diagnostics
    }

    /// The common case, checked in place without copying tokens out: present everywhere with one type.
    private static func isConsistent(_ pathIndex: Int, in model: ThemedTokenSet, erroneous: Set<Int>) -> Bool {
        var firstType: TokenType?
        for permutation in model.permutations.indices {
            guard let index = model.tokenIndex(pathAt: pathIndex, permutation: permutation) else {
                if erroneous.contains(permutation) { continue }
                return false
            }
            let type = model.tokenSets[permutation].tokens[index].type
            if let firstType, firstType != type { return false }
            firstType = type
        }
        return true
    }

    private static func missingDiagnostic(_ path: TokenPath, missing: [Int], at token: Token, in model: ThemedTokenSet) -> Diagnostic {
        let message: String
        var notes: [DiagnosticNote] = []
        if missing.count == 1 {
            message = "'\(path)' is missing when \(model.permutations[missing[0]])"
        } else {
            message = "'\(path)' is missing in \(missing.count) of \(model.permutations.count) permutations"
            notes.append(DiagnosticNote("missing when \(PermutationDiagnostics.list(missing, of: model.permutations))"))
        }
        return .warning(
            "resolver.token-missing", message, at: span(of: token.source), label: "defined only in some permutations",
            notes: notes, help: "define it in every context of the modifier, or in a set that always applies")
    }

    private static func describe(_ indices: [Int], in model: ThemedTokenSet) -> String {
        indices.count == 1 ? model.permutations[indices[0]].description : PermutationDiagnostics.list(indices, of: model.permutations, limit: 3)
    }

    /// The model keeps start and end offsets; a token's key sits on one line, so the end column follows.
    static func span(of source: SourceReference) -> SourceSpan {
        SourceSpan(
            file: source.file,
            start: SourcePosition(line: source.line, column: source.column, offset: source.offset),
            end: SourcePosition(
                line: source.line, column: source.column + max(0, source.endOffset - source.offset),
                offset: source.endOffset))
    }
}
