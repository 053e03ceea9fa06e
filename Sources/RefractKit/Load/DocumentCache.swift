import RefractParser
import RefractSyntax

/// Parsed documents kept between builds (`refract watch`): a file whose bytes did not change is not
/// parsed again. Reading the bytes to compare costs a fraction of parsing them. A load given a cache
/// returns the next one, which holds the files that load read and nothing else, so a watch session
/// keeps only its current files however often they change.
public struct DocumentCache: Sendable {
    private var entries: [String: (bytes: [UInt8], result: ReadResult)] = [:]

    public init() {}

    /// The paths held, sorted.
    package var paths: [String] { entries.keys.sorted() }

    func result(for path: String, bytes: [UInt8]) -> ReadResult? {
        guard let entry = entries[path], entry.bytes == bytes else { return nil }
        return entry.result
    }

    mutating func keep(_ result: ReadResult, for path: String, bytes: [UInt8]) {
        entries[path] = (bytes, result)
    }
}

/// Reads the files of one load, through the cache of the load before when there is one.
struct DocumentReader {
    let limits: ReaderLimits
    private let previous: DocumentCache?
    /// The files read so far, for the next load.
    private(set) var next = DocumentCache()
    /// How many files were parsed rather than taken from `previous`.
    private(set) var parsedCount = 0

    /// Unsaved editor text by normalised path (`LoadRequest.unsavedDocuments`).
    private let unsaved: [String: [UInt8]]

    init(limits: ReaderLimits, cache: DocumentCache?, unsaved: [String: [UInt8]] = [:]) {
        self.limits = limits
        self.previous = cache
        self.unsaved = unsaved
    }

    /// A file's bytes: the editor's text when it holds the file, else the file's.
    func bytes(at path: String) -> [UInt8]? {
        if !unsaved.isEmpty, let text = unsaved[ResolverPaths.normalize(path)] { return text }
        return FileSystem.readBytes(at: path)
    }

    /// The cache for the next load, or nil when this load was given none.
    var nextCache: DocumentCache? { previous == nil ? nil : next }

    /// Reads every file of `sources`, side by side, the results in their order: files are independent
    /// until they are merged, and parsing is most of loading.
    mutating func read(_ sources: [DocumentSource]) -> [ReadResult] {
        let cached = sources.map { previous?.result(for: $0.path, bytes: $0.bytes) }
        let missing = sources.indices.filter { cached[$0] == nil }
        let limits = self.limits
        let parsed = InParallel.map(missing.count) { k in
            readDocument(bytes: sources[missing[k]].bytes, path: sources[missing[k]].path, format: sources[missing[k]].format, limits: limits)
        }
        var results = cached
        for (k, i) in missing.enumerated() { results[i] = parsed[k] }
        let read = results.compactMap { $0 }
        if previous != nil {
            parsedCount += missing.count
            for (source, result) in zip(sources, read) { next.keep(result, for: source.path, bytes: source.bytes) }
        }
        return read
    }

    mutating func read(bytes: [UInt8], path: String, format: SourceFormat) -> ReadResult {
        guard previous != nil else { return readDocument(bytes: bytes, path: path, format: format, limits: limits) }
        let result = previous?.result(for: path, bytes: bytes) ?? parse(bytes, path: path, format: format)
        next.keep(result, for: path, bytes: bytes)
        return result
    }

    private mutating func parse(_ bytes: [UInt8], path: String, format: SourceFormat) -> ReadResult {
        parsedCount += 1
        return readDocument(bytes: bytes, path: path, format: format, limits: limits)
    }
}

/// One file to read: its bytes, its path and the format its name gives.
struct DocumentSource: Sendable {
    var bytes: [UInt8]
    var path: String
    var format: SourceFormat
}
