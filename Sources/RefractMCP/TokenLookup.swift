import RefractDiagnostics
import RefractModel

/// A token named in a call, found in the model, or a failure naming the nearest tokens there are.
enum TokenLookup {
    static func path(_ name: String, in model: ThemedTokenSet) throws(ToolFailure) -> TokenPath {
        var dotted = name.trimmingCharacters(" ")
        // `{color.primary}`, as a reference is written, names the same token.
        if dotted.hasPrefix("{"), dotted.hasSuffix("}") { dotted = String(dotted.dropFirst().dropLast()) }
        let path = TokenPath(dotted)
        if model.tokens(at: path).contains(where: { $0 != nil }) { return path }
        let group = model.paths.filter { $0.dotted.hasPrefix(dotted + ".") }
        if !group.isEmpty {
            let shown = group.prefix(8).map(\.dotted).joined(separator: ", ")
            throw ToolFailure("'\(dotted)' is a group of \(group.count) tokens, not a token: name one of them (\(shown)\(group.count > 8 ? ", …" : "")), or call search with query '\(dotted).*'")
        }
        let near = nearest(to: dotted, in: model.paths)
        let hint = near.isEmpty ? "; call search to find tokens by name or value" : "; did you mean \(near.joined(separator: ", "))?"
        throw ToolFailure("no token '\(dotted)'\(hint)")
    }

    /// Up to 5 paths near `name`: by edit distance, then by sharing its last segment or containing it.
    static func nearest(to name: String, in paths: [TokenPath]) -> [String] {
        let wanted = Array(name.lowercased().utf8)
        var scored: [(distance: Int, path: String)] = []
        for path in paths {
            let bytes = Array(path.dotted.lowercased().utf8)
            guard abs(bytes.count - wanted.count) <= 3 else { continue }
            let distance = Suggestions.editDistance(wanted, bytes, limit: 3)
            if distance <= 3 { scored.append((distance, path.dotted)) }
        }
        var result = scored.sorted { ($0.distance, $0.path) < ($1.distance, $1.path) }.map(\.path)
        let last = name.split(separator: ".").last.map { String($0).lowercased() } ?? name.lowercased()
        if !last.isEmpty {
            for path in paths where result.count < 5 && !result.contains(path.dotted) {
                let lower = path.dotted.lowercased()
                if lower.hasSuffix("." + last) || lower.contains(name.lowercased()) { result.append(path.dotted) }
            }
        }
        return Array(result.prefix(5))
    }
}

extension String {
    func trimmingCharacters(_ character: Character) -> String {
        var text = Substring(self)
        while text.first == character { text.removeFirst() }
        while text.last == character { text.removeLast() }
        return String(text)
    }
}

/// A list cut to a limit, and the note saying what was left out and how to narrow the question.
struct Bounded<Element> {
    var shown: [Element]
    var total: Int

    init(_ all: [Element], limit: Int) {
        shown = Array(all.prefix(limit))
        total = all.count
    }

    var leftOut: Int { total - shown.count }

    /// "12 more: narrow with …", or nil when nothing was left out.
    func note(_ narrowing: String) -> String? {
        leftOut > 0 ? "\(leftOut) more: \(narrowing)" : nil
    }
}
