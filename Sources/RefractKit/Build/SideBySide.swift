import Dispatch
import Synchronization

/// Independent work run side by side (backends to run, outputs to compare), with the results kept in
/// input order so that what is reported never depends on scheduling.
enum SideBySide {
    static func map<Value: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        // `Mutex` needs macOS 15; on an older macOS the work runs one task after another.
        guard #available(macOS 15, *) else { return (0..<count).map(body) }
        let results = Mutex<[Value?]>(Array(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let value = body(index)
            results.withLock { $0[index] = value }
        }
        // Every task has stored its value once `concurrentPerform` has returned.
        return results.withLock { $0.compactMap { $0 } }
    }
}
