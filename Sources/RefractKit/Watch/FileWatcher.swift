import Foundation

/// Polls files for changes: portable (macOS and Linux alike), cheap for the few hundred files a design
/// system has, and immune to editors that save by renaming.
package struct FileWatcher: ChangeSource, Sendable {
    package struct Stamp: Equatable, Sendable {
        var modified: Date?
        var size: Int?
    }

    /// Files to watch; folders are searched again on every poll, so new files count as changes.
    package var paths: [String]
    private var stamps: [String: Stamp] = [:]

    package init(paths: [String]) {
        self.paths = paths
        self.stamps = Self.snapshot(paths)
    }

    /// The files that were added, removed or modified since the last call.
    package mutating func changes() -> [String] {
        let current = Self.snapshot(paths)
        let changed = Set(current.keys).union(stamps.keys).filter { current[$0] != stamps[$0] }.sorted()
        stamps = current
        return changed
    }

    /// Watches `paths` from now on: files not seen before are stamped as they are now, the others keep
    /// their stamps, so a change made while a build ran is reported by the next `changes()`.
    package mutating func watch(_ paths: [String]) {
        self.paths = paths
        let current = Self.snapshot(paths)
        var kept: [String: Stamp] = [:]
        for (file, stamp) in current { kept[file] = stamps[file] ?? stamp }
        // A watched file deleted while the build ran is still a change.
        for path in paths where current[path] == nil { kept[path] = stamps[path] }
        stamps = kept
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
