import RefractDiagnostics

/// Collects a mapping's entries in source order and finds duplicate keys: a linear search while the
/// mapping is small (most are), a dictionary once it grows.
struct MappingBuilder {
    private(set) var entries: [SyntaxEntry] = []
    private var indexByKey: [String: Int]?
    private static let dictionaryThreshold = 12

    /// Adds the entry, or returns the earlier entry with the same key and keeps that one.
    mutating func add(_ entry: SyntaxEntry) -> SyntaxEntry? {
        if let existing = index(of: entry.key) { return entries[existing] }
        entries.append(entry)
        if indexByKey != nil {
            indexByKey?[entry.key] = entries.count - 1
        } else if entries.count > Self.dictionaryThreshold {
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
