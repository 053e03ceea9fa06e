/// Splits each file into lines at most once per render, however many diagnostics point into it.
struct SourceCache {
    private let store: SourceStore
    private var lines: [String: NumberedLines] = [:]

    init(_ store: SourceStore) {
        self.store = store
    }

    mutating func lines(of path: String) -> NumberedLines? {
        if let cached = lines[path] { return cached }
        guard let bytes = store.bytes(of: path) else { return nil }
        let split = NumberedLines(bytes)
        lines[path] = split
        return split
    }
}
