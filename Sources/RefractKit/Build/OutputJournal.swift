#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What a build is doing to its output folder, one line per step in `.refract-journal`, so that the
/// next build can finish or undo a build that was killed (SIGKILL, power cut of the process, a CI
/// timeout). Each temporary file is recorded before it is created, each created folder before it is
/// made, each stale file before the commit; then one `commit` line, then the renames. A kill among the
/// renames leaves a mix of old and new files until the next command that writes or checks the folder
/// (a build, `build --check`, an import), holding the output lock, replays the journal it finds: with
/// `commit`, every staged file still there is renamed into place and the stale files removed (the new
/// set, complete); without, every staged file and made folder is removed (the old set, untouched).
/// Paths are relative to the output folder.
///
/// Lines are JSON arrays, so no path can break the format; a line cut short by a kill is ignored, and
/// the `commit` line is one short write that lands whole or not at all.
struct OutputJournal {
    static let fileName = ".refract-journal"

    enum Entry: Equatable {
        case folder(String)
        case staged(temporary: String, destination: String)
        case stale(String)
        case commit
    }

    let root: String
    private let descriptor: Int32

    private static func path(in root: String) -> String {
        (root.hasSuffix("/") ? root : root + "/") + fileName
    }

    /// Starts an empty journal; call only while holding the output lock, after `replay`.
    static func start(in root: String) -> OutputJournal? {
        let descriptor = open(path(in: root), O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
        return descriptor >= 0 ? OutputJournal(root: root, descriptor: descriptor) : nil
    }

    /// Appends one step; false when it could not be recorded (then the step must not be taken).
    func record(_ entry: Entry) -> Bool {
        let fields: [String]
        switch entry {
        case .folder(let path): fields = ["folder", path]
        case .staged(let temporary, let destination): fields = ["staged", temporary, destination]
        case .stale(let path): fields = ["stale", path]
        case .commit: fields = ["commit"]
        }
        guard let data = try? JSONSerialization.data(withJSONObject: fields) else { return false }
        let line = [UInt8](data) + [UInt8(ascii: "\n")]
        return line.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            while true {
                let written = SystemCall.write(descriptor, base, bytes.count)
                if written < 0, errno == EINTR { continue }
                return written == bytes.count
            }
        }
    }

    /// The build is done (committed or abandoned): the journal has nothing left to say.
    func finish() {
        close(descriptor)
        unlink(Self.path(in: root))
    }

    /// Finishes or undoes the build a journal left behind, then removes the journal. Safe to repeat: a
    /// replay killed halfway is replayed again. Returns what it did, for tests and messages.
    @discardableResult
    static func replay(in root: String) -> Replay? {
        let journalPath = path(in: root)
        guard let bytes = FileSystem.readBytes(at: journalPath) else { return nil }
        let entries = bytes.split(separator: UInt8(ascii: "\n")).compactMap { entry(from: Array($0)) }
        func join(_ path: String) -> String { (root.hasSuffix("/") ? root : root + "/") + path }
        let committed = entries.contains(.commit)
        for case .staged(let temporary, let destination) in entries {
            var info = stat()
            guard lstat(join(temporary), &info) == 0 else { continue }
            if committed {
                rename(join(temporary), join(destination))
            } else {
                unlink(join(temporary))
            }
        }
        if committed {
            for case .stale(let path) in entries { unlink(join(path)) }
        } else {
            let folders = entries.compactMap { entry -> String? in
                if case .folder(let path) = entry { return path }
                return nil
            }
            // Deepest first; `rmdir` removes only empty folders, never anything someone else put there.
            for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(join(folder)) }
        }
        unlink(journalPath)
        return committed ? .finished : .undone
    }

    enum Replay: Equatable {
        case finished
        case undone
    }

    private static func entry(from line: [UInt8]) -> Entry? {
        guard let fields = (try? JSONSerialization.jsonObject(with: Data(line))) as? [String],
            let kind = fields.first, fields.allSatisfy(isInsideFolder)
        else { return nil }
        switch (kind, fields.count) {
        case ("folder", 2): return .folder(fields[1])
        case ("staged", 3): return .staged(temporary: fields[1], destination: fields[2])
        case ("stale", 2): return .stale(fields[1])
        case ("commit", 1): return .commit
        default: return nil
        }
    }

    /// A journal is ours, but its paths must still stay inside the folder.
    private static func isInsideFolder(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }
}
