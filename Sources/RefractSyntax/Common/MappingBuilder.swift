import RefractDiagnostics

/// Collects a mapping's entries in source order and finds duplicate keys: a linear search while the
/// mapping is small (most are), a dictionary once it grows.
struct MappingBuilder {
    private(set) var entries: [SyntaxEntry] = []
    private var indexByKey: [String: Int]?
    private static let dictionaryThreshold = 12
    /// Most mappings are tokens (`$type`, `$value`, perhaps `$description`) and colours: room for four
    /// from the start spares the two reallocations on the way from one entry to four.
    static let firstRoom = 4

    /// Adds the entry, moved in; for a repeated key, keeps the earlier entry and returns both.
    mutating func add(_ entry: consuming SyntaxEntry) -> (repeated: SyntaxEntry, first: SyntaxEntry)? {
        if let existing = index(of: entry.key) { return (entry, entries[existing]) }
        if entries.isEmpty { entries.reserveCapacity(Self.firstRoom) }
        if indexByKey != nil { indexByKey?[entry.key] = entries.count }
        entries.append(entry)
        if indexByKey == nil, entries.count > Self.dictionaryThreshold {
            var index: [String: Int] = [:]
            index.reserveCapacity(entries.count * 2)
            for (position, item) in entries.enumerated() { index[item.key] = position }
            indexByKey = index
        }
        return nil
    }

    func contains(_ key: String) -> Bool { index(of: key) != nil }

    private func index(of key: String) -> Int? {
        if let indexByKey { return indexByKey[key] }
        return entries.firstIndex { $0.key == key }
    }
}
