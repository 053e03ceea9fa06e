/// Output bytes in memory of their own: filled by `OutputChunks` through a pointer (a copy, no array
/// bookkeeping per append), then only read. `count` is set once, before the chunk is handed over in a
/// `RenderedText`, and never changes after: that is what makes sharing it between threads safe.
final class ByteChunk: @unchecked Sendable {
    let start: UnsafeMutablePointer<UInt8>
    let capacity: Int
    var count = 0

    init(capacity: Int) {
        start = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        start.deallocate()
    }

    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }
}
