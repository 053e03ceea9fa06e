import Foundation

/// Results of concurrent work, one slot per task, read back in order once all are done.
final class ConcurrentSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func get(_ index: Int) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return slots[index]
    }
}
