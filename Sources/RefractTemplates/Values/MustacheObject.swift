/// An object of a context: members in insertion order.
///
/// Most context objects have a handful of members (a token's name and value), so lookups scan the
/// members in order; only objects larger than `indexThreshold` also keep a hash index. A dictionary per
/// small object was a large share of encoding a 100,000-token context.
package struct MustacheObject: Sendable, Hashable {
    /// One key and its value.
    package typealias Member = (key: String, value: MustacheValue)

    private(set) var entries: [Member] = []
    private(set) var index: [String: Int]?

    private static let indexThreshold = 12

    package init() {}

    init(entries: [Member], index: [String: Int]?) {
        self.entries = entries
        self.index = index
    }

    /// Later pairs with an already seen key replace the value and keep the first position.
    package init<S: Sequence>(_ pairs: S) where S.Element == (String, MustacheValue) {
        entries.reserveCapacity(pairs.underestimatedCount)
        for (key, value) in pairs { self[key] = value }
    }

    /// The same as the generic initializer for the array every context builds: called from another
    /// module, the generic one is not specialized and walks the array through protocol witnesses.
    package init(_ pairs: [(String, MustacheValue)]) {
        entries.reserveCapacity(pairs.count)
        for (key, value) in pairs { self[key] = value }
    }

    /// Members whose keys differ (the fields of a context type), taken in order as they are: checking
    /// each key against the ones before was most of the cost of building a small object.
    /// The pairs become the members as they are, without a copy (room an array has to spare stays with
    /// the object: builders that append reserve what they need first).
    package init(uniqueKeys pairs: [Member]) {
        assert(Set(pairs.map(\.key)).count == pairs.count, "a key is repeated")
        entries = pairs
        if entries.count > Self.indexThreshold { rebuildIndex() }
    }

    package var count: Int { entries.count }

    package var keys: [String] { entries.map(\.key) }

    package subscript(key: String) -> MustacheValue? {
        get { position(of: key).map { entries[$0].value } }
        set {
            switch (position(of: key), newValue) {
            case (let position?, let newValue?):
                entries[position].value = newValue
            case (nil, let newValue?):
                entries.append((key: key, value: newValue))
                if index != nil {
                    index?[key] = entries.count - 1
                } else if entries.count > Self.indexThreshold {
                    rebuildIndex()
                }
            case (let position?, nil):
                entries.remove(at: position)
                if index != nil { rebuildIndex() }
            case (nil, nil):
                break
            }
        }
    }

    /// Members in key order.
    package var pairs: [(key: String, value: MustacheValue)] { entries.map { ($0.key, $0.value) } }

    func position(of key: String) -> Int? {
        Self.position(of: key, in: entries, index: index)
    }

    /// Where `key` is among `entries`: through `index` when there is one, otherwise by a scan.
    static func position(of key: String, in entries: [Member], index: [String: Int]?) -> Int? {
        if let index { return index[key] }
        // Most members are not the one sought: a length compared first turns most of them away without
        // comparing the text.
        let count = key.utf8.count
        for position in entries.indices where entries[position].key.utf8.count == count && entries[position].key == key {
            return position
        }
        return nil
    }

    private mutating func rebuildIndex() {
        var rebuilt: [String: Int] = [:]
        rebuilt.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() { rebuilt[entry.key] = position }
        index = rebuilt
    }

    package static func == (lhs: MustacheObject, rhs: MustacheObject) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(entries.count)
        for entry in entries {
            hasher.combine(entry.key)
            hasher.combine(entry.value)
        }
    }
}
