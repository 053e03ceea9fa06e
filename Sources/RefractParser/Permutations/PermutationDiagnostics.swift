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

    /// `in permutation theme=a, mode=dark` or `unresolved in 2 of 4 permutations (…; …)`.
    static func `where`(_ indices: [Int], of permutations: [Permutation], verb: String) -> String {
        if indices.count == 1 { return "in permutation \(permutations[indices[0]])" }
        return "\(verb) in \(indices.count) of \(permutations.count) permutations (\(list(indices, of: permutations)))"
    }

    static func list(_ indices: [Int], of permutations: [Permutation], limit: Int = 8) -> String {
        var names = indices.prefix(limit).map { permutations[$0].description }
        if indices.count > limit { names.append("and \(indices.count - limit) more") }
        return names.joined(separator: "; ")
    }
}
