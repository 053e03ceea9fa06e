import RefractSyntax

/// Groups built from `/`-separated paths, in the order their first token came, each group's key where
/// the variable that opened it stands.
struct FigmaTree {
    private var order: [String] = []
    private var keyAt: [String: SyntaxEntry] = [:]
    private var tokens: [String: SyntaxNode] = [:]
    private var groups: [String: FigmaTree] = [:]

    mutating func insert(_ path: [String], token: SyntaxNode, at origin: SyntaxEntry) {
        guard let head = path.first else { return }
        if keyAt[head] == nil {
            order.append(head)
            keyAt[head] = origin
        }
        if path.count == 1 {
            tokens[head] = token
        } else {
            groups[head, default: FigmaTree()].insert(Array(path.dropFirst()), token: token, at: origin)
        }
    }

    func node(like origin: SyntaxNode) -> SyntaxNode {
        .mapping(order.compactMap { key in
            guard let at = keyAt[key] else { return nil }
            let value = tokens[key] ?? groups[key]?.node(like: at.value)
            return value.map { SyntaxEntry(key: key, keyLocation: at.keyLocation, value: $0) }
        }, like: origin)
    }
}
