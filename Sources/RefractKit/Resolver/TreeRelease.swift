import Dispatch
import RefractSyntax

/// Frees document trees on every core. A tree of a large token set is millions of small allocations:
/// freed by the thread that returns the model, they kept one core busy alone (~50 ms for 100k tokens ×
/// 2 modes) while the other waited for the backends to start.
enum TreeRelease {
    /// Empties `documents`. `weights` (bytes read, say) orders the trees largest first, so that the last
    /// tree taken is a small one and the threads finish together. A tree still referenced elsewhere (a
    /// `DocumentCache`) is only released, as before.
    static func releaseSideBySide(_ documents: inout [String: SyntaxNode], weights: [String: Int]) {
        guard documents.count > 1 else {
            documents = [:]
            return
        }
        let order = documents.keys.sorted { (weights[$0] ?? 0, $1) > (weights[$1] ?? 0, $0) }
        let owners = order.compactMap { documents[$0].map(TreeOwner.init) }
        // The owners are now the only holders: whichever thread empties one frees its tree.
        documents = [:]
        DispatchQueue.concurrentPerform(iterations: owners.count) { owners[$0].release() }
    }

    /// Holds one tree until a thread releases it; each owner is released by exactly one iteration.
    private final class TreeOwner: @unchecked Sendable {
        private var tree: SyntaxNode?

        init(_ tree: SyntaxNode) { self.tree = tree }

        func release() { tree = nil }
    }
}
