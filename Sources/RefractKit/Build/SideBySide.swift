import Foundation

/// Independent work run side by side (backends to run, outputs to compare), with the results kept in
/// input order so that what is reported never depends on scheduling.
enum SideBySide {
    static func map<Value: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        let slots = Slots<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, body(index))
        }
        return slots.values
    }

    /// One slot per task, each written once.
    private final class Slots<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Value?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Value) {
            lock.lock()
            slots[index] = value
            lock.unlock()
        }

        /// Every slot is written once `concurrentPerform` has returned.
        var values: [Value] {
            lock.lock()
            defer { lock.unlock() }
            return slots.compactMap { $0 }
        }
    }
}
