import Dispatch
import Synchronization

/// Independent work run side by side (backends to run, outputs to compare), with the results kept in
/// input order so that what is reported never depends on scheduling.
enum InParallel {
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

    /// `first` and `second` side by side, their results as a pair.
    static func pair<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        guard #available(macOS 15, *) else { return (first(), second()) }
        let results = Mutex<(A?, B?)>((nil, nil))
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                let value = first()
                results.withLock { $0.0 = value }
            } else {
                let value = second()
                results.withLock { $0.1 = value }
            }
        }
        // Both tasks have stored their value once `concurrentPerform` has returned.
        let (a, b) = results.withLock { $0 }
        return (a ?? first(), b ?? second())
    }
}
