import RefractSyntax

/// Frees document trees on every core. A tree of a large token set is millions of small allocations:
/// freed by the thread that returns the model, they kept one core busy alone (~50 ms for 100k tokens ×
/// 2 modes) while the other waited for the backends to start.
enum TreeRelease {
    /// Takes the trees out of `documents`, largest first by `weights` (bytes read, say), so that the last
    /// tree a thread takes is a small one and the threads finish together. Once `documents` is gone, the
    /// owners are the only holders of the trees (apart from a `DocumentCache`, which keeps them).
    static func owners(of documents: consuming [String: SyntaxNode], weights: [String: Int]) -> [TreeOwner] {
        let order = documents.keys.sorted { (weights[$0] ?? 0, $1) > (weights[$1] ?? 0, $0) }
        let owners = order.compactMap { documents[$0].map(TreeOwner.init) }
        documents = [:]
        return owners
    }

    /// Holds one tree until a thread releases it; each owner is released by one task.
    final class TreeOwner: @unchecked Sendable {
        private var tree: SyntaxNode?

        init(_ tree: SyntaxNode) { self.tree = tree }

        func release() { tree = nil }
    }
}
