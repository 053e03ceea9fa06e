import Foundation

/// Polls files for changes: portable (macOS and Linux alike), cheap for the few hundred files a design
/// system has, and immune to editors that save by renaming.
public struct FileWatcher: Sendable {
    public struct Stamp: Equatable, Sendable {
        var modified: Date?
        var size: Int?
    }

    /// Files to watch; folders are searched again on every poll, so new files count as changes.
    public var paths: [String]
    private var stamps: [String: Stamp] = [:]

    public init(paths: [String]) {
        self.paths = paths
        self.stamps = Self.snapshot(paths)
    }

    /// The files that were added, removed or modified since the last call.
    public mutating func changes() -> [String] {
        let current = Self.snapshot(paths)
        let changed = Set(current.keys).union(stamps.keys).filter { current[$0] != stamps[$0] }.sorted()
        stamps = current
        return changed
    }

    static func snapshot(_ paths: [String]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for path in paths {
            let files = FileSystem.entry(at: path) == .directory ? FileSystem.files(below: path) : [path]
            for file in files {
                let attributes = try? FileManager.default.attributesOfItem(atPath: file)
                stamps[file] = Stamp(
                    modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue)
            }
        }
        return stamps
    }
}
