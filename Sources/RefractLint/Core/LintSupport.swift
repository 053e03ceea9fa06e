import RefractDiagnostics
import RefractModel
import RefractOutput

extension ThemedTokenSet {
    /// `mode=dark`, or `theme=a, mode=dark; theme=b, mode=dark`: the permutations at `indices`, for notes.
    func describe(_ indices: [Int]) -> String {
        if permutations.count > 1, indices.count == permutations.count { return "every permutation" }
        return indices.map { permutations[$0].description }.joined(separator: "; ")
    }

    /// Every token, each path once with the permutations where it is the same definition: a rule about
    /// definitions (not values) reports each once. Reads the tokens in place.
    func forEachToken(_ body: (_ token: Token, _ permutation: Int) -> Void) {
        for (p, set) in tokenSets.enumerated() {
            for index in set.tokens.indices { body(set.tokens[index], p) }
        }
    }
}

extension Diagnostic {
    /// A rule's finding at a token's key.
    static func lint(
        _ code: DiagnosticCode, _ severity: Severity, _ message: String, at token: Token, label: String? = nil,
        notes: [DiagnosticNote] = [], help: String? = nil
    ) -> Diagnostic {
        Diagnostic(severity, code, message, at: SourceSpan(token.source), label: label, notes: notes, help: help)
    }
}

/// Several permutations' findings about one token, merged into one diagnostic: they share a message key
/// (the token and what is wrong), and the note lists where.
struct FindingsByToken {
    private var order: [String] = []
    private var findings: [String: (token: Token, permutations: [Int], detail: [String])] = [:]

    mutating func add(_ key: String, token: Token, permutation: Int, detail: String = "") {
        if findings[key] == nil {
            order.append(key)
            findings[key] = (token, [], [])
        }
        findings[key]?.permutations.append(permutation)
        findings[key]?.detail.append(detail)
    }

    var all: [(key: String, token: Token, permutations: [Int], detail: [String])] {
        order.compactMap { key in findings[key].map { (key, $0.token, $0.permutations, $0.detail) } }
    }
}
