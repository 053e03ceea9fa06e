/// The bytes of every file read in a run, so renderers can print code frames.
public struct SourceStore: Sendable {
    private(set) var files: [String: [UInt8]] = [:]

    public init() {}

    public mutating func add(path: String, bytes: [UInt8]) {
        files[path] = bytes
    }

    public func bytes(of path: String) -> [UInt8]? {
        files[path]
    }
}
