/// The custom property names claimed so far, each with the path index that owns it: open addressing on a
/// hash of the name's bytes read a word at a time. A `[String: Int]` of a large set's names hashed every
/// name twice with SipHash (look up, then insert) and cost as much as making the names.
struct CSSNameTable {
    /// Index into `entries`, or -1 for an empty slot; the count is a power of two.
    private var slots: [Int32]
    private var entries: [(name: String, owner: Int)] = []

    init(capacity: Int) {
        var count = 16
        while count < capacity * 2 { count *= 2 }
        slots = Array(repeating: -1, count: count)
        entries.reserveCapacity(capacity)
    }

    /// The owner of `name`, or nil when nobody has claimed it.
    func owner(of name: String) -> Int? {
        find(name).entry.map { entries[$0].owner }
    }

    /// Claims `name` for `owner` unless it is taken: then nothing changes and the first owner is returned.
    mutating func claim(_ name: String, for owner: Int) -> Int? {
        let (slot, entry) = find(name)
        if let entry { return entries[entry].owner }
        slots[slot] = Int32(entries.count)
        entries.append((name, owner))
        if entries.count * 2 > slots.count { grow() }
        return nil
    }

    /// The slot holding `name`, or the empty slot where it would go.
    private func find(_ name: String) -> (slot: Int, entry: Int?) {
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return (slot, nil) }
            if entries[entry].name == name { return (slot, entry) }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for index in entries.indices {
            var slot = Self.hash(entries[index].name) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    /// Eight bytes at a time, each word multiplied in; only for spreading names over slots (names are
    /// compared in full on every hit), so no seed is needed.
    static func hash(_ name: String) -> Int {
        var name = name
        return name.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
            var offset = 0
            let raw = UnsafeRawBufferPointer(bytes)
            while offset + 8 <= bytes.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9e37_79b9_7f4a_7c15
                hash ^= hash >> 29
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                tail |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            hash = (hash ^ tail) &* 0x9e37_79b9_7f4a_7c15
            hash ^= hash >> 32
            return Int(truncatingIfNeeded: hash)
        }
    }
}
