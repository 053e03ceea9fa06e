import Foundation

/// A file path interned once per run. Spans are copied with every node of a document tree; a small
/// integer instead of a `String` keeps them compact and free of reference counting.
public struct SourceFileID: Hashable, Sendable, Comparable {
    let raw: UInt32

    public static func intern(_ path: String) -> SourceFileID {
        SourceFileTable.shared.id(for: path)
    }

    public var path: String { SourceFileTable.shared.path(for: self) }

    public static func < (lhs: SourceFileID, rhs: SourceFileID) -> Bool { lhs.path < rhs.path }
}

/// The process-wide table behind `SourceFileID`: append-only, guarded by a lock.
final class SourceFileTable: @unchecked Sendable {
    static let shared = SourceFileTable()

    private let lock = NSLock()
    private var paths: [String] = []
    private var ids: [String: UInt32] = [:]

    func id(for path: String) -> SourceFileID {
        lock.lock()
        defer { lock.unlock() }
        if let id = ids[path] { return SourceFileID(raw: id) }
        let id = UInt32(paths.count)
        paths.append(path)
        ids[path] = id
        return SourceFileID(raw: id)
    }

    func path(for id: SourceFileID) -> String {
        lock.lock()
        defer { lock.unlock() }
        return paths[Int(id.raw)]
    }
}
