/// A build's files as `path  size  sha256` lines sorted by path: the golden of outputs too large to
/// commit whole.
public struct OutputManifest: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var path: String
        public var size: Int
        public var sha256: String
    }

    public var entries: [Entry]

    public init(files: [(path: String, contents: String)]) {
        entries = files.map { file in
            let bytes = Array(file.contents.utf8)
            return Entry(path: file.path, size: bytes.count, sha256: SHA256.hex(bytes))
        }.sorted { $0.path < $1.path }
    }

    /// Nil when a line is not `path  size  sha256`.
    public init?(text: String) {
        var entries: [Entry] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 3, let size = Int(fields[1]), fields[2].count == 64 else { return nil }
            entries.append(Entry(path: String(fields[0]), size: size, sha256: String(fields[2])))
        }
        self.entries = entries
    }

    public var text: String {
        entries.map { "\($0.path)  \($0.size)  \($0.sha256)\n" }.joined()
    }
}

/// One character per line of each file, from a hash of the line: with it a test names the first line of
/// a file that changed, though the golden's text is not committed. Two different lines share a character
/// once in 64, so the line named is the first changed one, or (rarely) a later changed one.
public struct LineIndex: Equatable, Sendable {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    static let rowLength = 100

    /// Path → one character per line.
    public var lines: [String: [Character]]

    public init(files: [(path: String, contents: String)]) {
        var lines: [String: [Character]] = [:]
        for file in files {
            lines[file.path] = file.contents.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .map(Self.character)
        }
        self.lines = lines
    }

    /// Reads `== path` headers, each followed by rows of characters.
    public init?(text: String) {
        var lines: [String: [Character]] = [:]
        var current: String?
        for row in text.split(separator: "\n") {
            if row.hasPrefix("== ") {
                let path = String(row.dropFirst(3))
                lines[path] = []
                current = path
            } else if let path = current {
                lines[path, default: []] += Array(row)
            } else {
                return nil
            }
        }
        self.lines = lines
    }

    public var text: String {
        var rows: [String] = []
        for path in lines.keys.sorted() {
            rows.append("== " + path)
            let characters = lines[path] ?? []
            for start in stride(from: 0, to: characters.count, by: Self.rowLength) {
                rows.append(String(characters[start..<min(start + Self.rowLength, characters.count)]))
            }
        }
        return rows.map { $0 + "\n" }.joined()
    }

    /// The 0-based index of the first line whose character differs from `other`'s for `path`, or where
    /// one of them ends; nil when they agree throughout.
    public func firstDifference(in path: String, from other: LineIndex) -> Int? {
        let mine = lines[path] ?? [], theirs = other.lines[path] ?? []
        for index in 0..<min(mine.count, theirs.count) where mine[index] != theirs[index] { return index }
        return mine.count == theirs.count ? nil : min(mine.count, theirs.count)
    }

    static func character<Line: Sequence>(_ line: Line) -> Character where Line.Element == UInt8 {
        // FNV-1a, folded so that every bit of the line reaches the six that are kept.
        var hash: UInt32 = 0x811C_9DC5
        for byte in line { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        hash ^= hash >> 16
        hash ^= hash >> 8
        return alphabet[Int(hash & 63)]
    }
}
