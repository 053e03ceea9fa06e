/// The bytes of every file read in a run, so renderers can print code frames.
public struct SourceStore: Sendable {
    private var files: [String: [UInt8]] = [:]
    /// Byte counts of files whose bytes were let go while nothing pointed into them (a build holds its
    /// 25 MB of token files otherwise until it ends); `readMissing` takes them back for late findings.
    private var released: [String: Int] = [:]

    public init() {}

    public mutating func add(path: String, bytes: [UInt8]) {
        files[path] = bytes
        released[path] = nil
    }

    public func bytes(of path: String) -> [UInt8]? {
        files[path]
    }

    /// Lets go of the bytes of every file not in `kept`, remembering their sizes.
    public mutating func release(keeping kept: Set<String>) {
        for (path, bytes) in files where !kept.contains(path) {
            released[path] = bytes.count
        }
        files = files.filter { kept.contains($0.key) }
    }

    /// Takes back released files that `diagnostics` point into, through `read` (the file system, at the
    /// caller's edge). A file that no longer has its size was edited since: it gets no code frame
    /// rather than a frame of other text.
    public mutating func readMissing(for diagnostics: [Diagnostic], with read: (String) -> [UInt8]?) {
        guard !released.isEmpty else { return }
        for path in Diagnostic.files(in: diagnostics) {
            guard files[path] == nil, let size = released[path] else { continue }
            released[path] = nil
            if let bytes = read(path), bytes.count == size { files[path] = bytes }
        }
    }
}

extension Diagnostic {
    /// Every file a diagnostic's spans, notes and fix-it point into, each once, in order of first mention.
    public static func files(in diagnostics: [Diagnostic]) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for diagnostic in diagnostics {
            let spans = [diagnostic.span, diagnostic.fixIt?.span] + diagnostic.notes.map(\.span)
            for case let span? in spans where seen.insert(span.file).inserted {
                result.append(span.file)
            }
        }
        return result
    }
}
