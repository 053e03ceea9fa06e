/// The members of all open containers of one reader, innermost last. When a container closes, its
/// members are moved (not copied, not retained again) into an array of exactly their number: growing
/// one array per container by doubling cost up to three allocations per small object and left up to
/// half of each unused.
///
/// A class only so that its storage is freed once; the reader owns the one instance and never shares it.
final class MemberStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The member at `position`, which must be below `count`.
    subscript(position: Int) -> Element {
        base[position]
    }

    /// Calls `body` with the member at `position` in place, without a copy.
    func withMember<Result>(at position: Int, _ body: (borrowing Element) -> Result) -> Result {
        body(base[position])
    }

    /// Removes the members from `start` on and returns them, in order.
    func popArray(from start: Int) -> [Element] {
        let start = min(max(start, 0), count)
        let moved = count - start
        let source = base + start
        // Not `Array(unsafeUninitializedCapacity:)`: on Linux its buffer init looks up the storage
        // class's generic metadata under a lock at every call.
        var result: [Element] = []
        result.reserveCapacity(moved)
        for offset in 0..<moved { result.append((source + offset).move()) }
        count = start
        return result
    }

    private func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
