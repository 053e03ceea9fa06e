import RefractOutput

/// The custom property names claimed so far, each with the path index that owns it: open addressing on a
/// hash of the name's bytes (`NameHash`). A `[String: Int]` of a large set's names hashed every
/// name twice with SipHash (look up, then insert) and cost as much as making the names.
struct CSSNameTable {
    /// The count is a power of two.
    private var slots: [Slot]
    private var entries: [(name: String, owner: Int)] = []

    /// 8 bytes: the table is read at a random place for every name.
    private struct Slot {
        /// The hash's high half (its low bits chose the slot): names are compared only when it matches,
        /// instead of at every occupied slot probed (each a read of another name's storage).
        var check: UInt32
        /// Index into `entries`, or -1 for an empty slot.
        var entry: Int32

        static let empty = Slot(check: 0, entry: -1)
    }

    init(capacity: Int) {
        var count = 16
        while count < capacity * 2 { count *= 2 }
        slots = Array(repeating: .empty, count: count)
        entries.reserveCapacity(capacity)
    }

    /// The owner of `name`, or nil when nobody has claimed it.
    func owner(of name: String) -> Int? {
        find(name, hash: Self.hash(name)).entry.map { entries[$0].owner }
    }

    /// Claims `name` for `owner` unless it is taken: then nothing changes and the first owner is returned.
    mutating func claim(_ name: String, for owner: Int) -> Int? {
        let hash = Self.hash(name)
        let (slot, entry) = find(name, hash: hash)
        if let entry { return entries[entry].owner }
        slots[slot] = Slot(check: Self.check(hash), entry: Int32(entries.count))
        entries.append((name, owner))
        if entries.count * 2 > slots.count { grow() }
        return nil
    }

    /// The slot holding `name`, or the empty slot where it would go.
    private func find(_ name: String, hash: UInt64) -> (slot: Int, entry: Int?) {
        let mask = slots.count - 1
        let check = Self.check(hash)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot].entry)
            if entry < 0 { return (slot, nil) }
            if slots[slot].check == check, entries[entry].name == name { return (slot, entry) }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        slots = Array(repeating: .empty, count: slots.count * 2)
        let mask = slots.count - 1
        for index in entries.indices {
            let hash = Self.hash(entries[index].name)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot].entry >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Slot(check: Self.check(hash), entry: Int32(index))
        }
    }

    private static func hash(_ name: String) -> UInt64 {
        NameHash.hash(name)
    }

    private static func check(_ hash: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: hash >> 32)
    }
}
