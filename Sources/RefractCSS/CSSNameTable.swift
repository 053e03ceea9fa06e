import RefractOutput

/// The custom property names claimed so far, each with the path index that owns it: open addressing on a
/// hash of the name's bytes (`NameHash`). A `[String: Int]` of a large set's names hashed every
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

    static func hash(_ name: String) -> Int {
        Int(truncatingIfNeeded: NameHash.hash(name))
    }
}
