import Foundation
import RefractDiagnostics
import RefractOutput

/// Stages a build's files while the build still runs: each output hands over its files as soon as it is
/// done; they are compared with what is on disk and the changed ones written, by the thread that hands
/// them over, as temporary files beside their destinations while the other outputs are still being
/// generated. Nothing is in place until `commit`, which renames every staged file into place (or
/// `abandon`, which removes them).
///
/// Part of the file writer: outputs run side by side and stage their files from their own threads into
/// this one record of what is staged, so it is a class whose state `lock` guards (`NSLock`, because
/// `Mutex` needs macOS 15). The compiler cannot see the lock, hence `@unchecked Sendable`.
public final class OutputStaging: @unchecked Sendable {
    public let writer: OutputWriter
    private let lock = NSLock()
    // Guarded by `lock`.
    private var staged: [(path: String, temporary: String)] = []
    private var changes: [OutputWriter.Change] = []
    private var folders: Set<String> = []
    /// Folders that did not exist before this build, deepest of each chain first.
    private var createdFolders: [String] = []
    private var failure: Diagnostic?
    private var finished = false

    public init(writer: OutputWriter) {
        self.writer = writer
    }

    /// Compares and stages `files`; they are staged when this returns.
    public func stage(_ files: [GeneratedFile]) {
        for file in files { stageNow(file) }
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return failure != nil || finished
    }

    private func fail(_ diagnostic: Diagnostic) {
        lock.lock()
        if failure == nil { failure = diagnostic }
        lock.unlock()
    }

    private func stageNow(_ file: GeneratedFile) {
        guard !isStopped else { return }
        let destination = writer.destination(of: file.path)
        let comparison = FileStaging.compare(file, withFileAt: destination)
        if comparison == .same { return }
        let folder = PathText.parent(of: destination)
        if let problem = makeFolder(folder) {
            fail(problem)
            return
        }
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(PathText.lastComponent(of: destination)).refract-\(UUID().uuidString).tmp"
        guard FileStaging.createNew(at: temporary, file: file) else {
            fail(.error("build.write-failed", "cannot write '\(temporary)'", at: nil))
            try? FileManager.default.removeItem(atPath: temporary)
            return
        }
        lock.lock()
        staged.append((file.path, temporary))
        if file.path != OutputWriter.manifestName {
            changes.append(.init(path: file.path, kind: comparison == .missing ? .created : .updated, excerpt: ""))
        }
        lock.unlock()
    }

    /// Folders made for staging are recorded, so that an abandoned build removes them again.
    private func makeFolder(_ folder: String) -> Diagnostic? {
        lock.lock()
        defer { lock.unlock() }
        if folder.isEmpty || folders.contains(folder) { return nil }
        var missing: [String] = []
        var ancestor = folder
        while !ancestor.isEmpty, ancestor != "/", FileSystem.entry(at: ancestor) == .missing {
            missing.append(ancestor)
            ancestor = PathText.parent(of: ancestor)
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return .error("build.write-failed", "cannot create folder '\(folder)': \(error.localizedDescription)", at: nil)
        }
        folders.insert(folder)
        createdFolders += missing
        return nil
    }

    /// Puts every staged file in place, removes the stale files the manifest
    /// names for the outputs in `owners`, and records the new manifest. `produced` is every file of the
    /// build, staged or unchanged. On a failure nothing is renamed into place.
    public func commit(producing produced: [String], owners: OutputWriter.Owners) -> (changes: [OutputWriter.Change], diagnostics: [Diagnostic]) {
        let stale = writer.staleFiles(producing: produced, owners: owners)
        let manifest = OutputWriter.manifestText(writer.nextManifest(producing: produced, owners: owners))
        stage([GeneratedFile(path: OutputWriter.manifestName, contents: manifest)])
        lock.lock()
        defer { lock.unlock() }
        finished = true
        if let failure {
            removeStaged()
            return ([], [failure])
        }
        for (index, item) in staged.enumerated() where rename(item.temporary, writer.destination(of: item.path)) != 0 {
            staged.removeFirst(index)
            removeStaged()
            return ([], [.error("build.write-failed", "cannot move a file into place at '\(writer.destination(of: item.path))'", at: nil)])
        }
        staged = []
        var done = changes
        for path in stale where FileSystem.entry(at: writer.destination(of: path)) == .file {
            try? FileManager.default.removeItem(atPath: writer.destination(of: path))
            done.append(.init(path: path, kind: .removed, excerpt: ""))
        }
        return (done.sorted { $0.path < $1.path }, [])
    }

    /// Removes every staged file: the build failed, nothing changes on disk.
    public func abandon() {
        lock.lock()
        defer { lock.unlock() }
        finished = true
        removeStaged()
    }

    private func removeStaged() {
        for item in staged { try? FileManager.default.removeItem(atPath: item.temporary) }
        staged = []
        // Deepest first; `rmdir` removes only empty folders, never anything someone else put there.
        for folder in createdFolders.sorted(by: { $0.count > $1.count }) { _ = rmdir(folder) }
        createdFolders = []
    }
}
