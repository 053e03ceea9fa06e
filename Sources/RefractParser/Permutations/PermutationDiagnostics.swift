import RefractDiagnostics
import RefractModel

/// Gathers the parser's diagnostics of every permutation and reports each problem once: a problem found
/// in only some permutations gets a note naming them (`in permutation theme=christmas, mode=dark`).
struct PermutationDiagnostics {
    private struct Key: Hashable {
        var severity: Severity
        var code: DiagnosticCode
        var message: String
        var span: SourceSpan?
    }

    let permutations: [Permutation]
    private var order: [Key] = []
    private var groups: [Key: (diagnostic: Diagnostic, permutations: [Int])] = [:]

    init(permutations: [Permutation]) {
        self.permutations = permutations
    }

    mutating func add(_ diagnostics: [Diagnostic], permutation: Int) {
        for diagnostic in diagnostics {
            let key = Key(severity: diagnostic.severity, code: diagnostic.code, message: diagnostic.message, span: diagnostic.span)
            if groups[key] == nil {
                order.append(key)
                groups[key] = (diagnostic, [permutation])
            } else if groups[key]?.permutations.last != permutation {
                groups[key]?.permutations.append(permutation)
            }
        }
    }

    func finalized() -> [Diagnostic] {
        order.compactMap { key in
            guard let group = groups[key] else { return nil }
            var diagnostic = group.diagnostic
            let found = group.permutations
            if found.count < permutations.count {
                let verb = diagnostic.code.rawValue.hasSuffix(".unresolved") ? "unresolved" : "found"
                diagnostic.notes.append(DiagnosticNote(Self.where(found, of: permutations, verb: verb)))
            }
            return diagnostic
        }
    }

    /// `in permutation theme=a, mode=dark`, `unresolved in 8 of 16 permutations (size=large)` when the
    /// permutations are exactly those of some contexts, or else `unresolved in 2 of 4 permutations (…; …)`.
    static func `where`(_ indices: [Int], of permutations: [Permutation], verb: String) -> String {
        if indices.count == 1 { return "in permutation \(permutations[indices[0]])" }
        let which = shared(indices, of: permutations) ?? list(indices, of: permutations)
        return "\(verb) in \(indices.count) of \(permutations.count) permutations (\(which))"
    }

    /// The contexts the permutations have in common, as `size=large, mode=dark`, when the permutations
    /// with those contexts are exactly these: eight full permutations say less than the one modifier
    /// that matters. Contexts every permutation has are left out; they tell nothing apart.
    static func shared(_ indices: [Int], of permutations: [Permutation]) -> String? {
        let found = indices.map { permutations[$0].inputs }
        guard let first = found.first else { return nil }
        let everywhere = permutations.map(\.inputs)
        let common = first.filter { selection in
            found.allSatisfy { $0[selection.key] == selection.value }
                && !everywhere.allSatisfy { $0[selection.key] == selection.value }
        }
        guard !common.isEmpty else { return nil }
        let matching = everywhere.filter { inputs in common.allSatisfy { inputs[$0.key] == $0.value } }.count
        guard matching == indices.count else { return nil }
        return permutations[indices[0]].modifiers.compactMap { name in common[name].map { "\(name)=\($0)" } }.joined(separator: ", ")
    }

    static func list(_ indices: [Int], of permutations: [Permutation], limit: Int = 8) -> String {
        var names = indices.prefix(limit).map { permutations[$0].description }
        if indices.count > limit { names.append("and \(indices.count - limit) more") }
        return names.joined(separator: "; ")
    }
}
