import Dispatch
import Foundation
import RefractDiagnostics
import RefractOutput

/// Stages a build's files while the build still runs: each output hands over its files as soon as it is
/// done, and one writer compares them with what is on disk and writes the changed ones as temporary
/// files beside their destinations, while the other outputs are still being generated. Nothing is in
/// place until `commit`, which renames every staged file into place (or `abandon`, which removes them).
///
/// One writer, not several: creating files in one folder from two threads makes them wait on the
/// folder's lock, and the file system's work is the same either way. Each file's text is released once
/// written, so a large build does not hold every output in memory at once.
public final class OutputStaging: @unchecked Sendable {
    public let writer: OutputWriter
    private let queue = DispatchQueue(label: "refract.output-staging")
    // Touched only on `queue`.
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

    /// Compares and stages `files` on the writer; returns at once.
    public func stage(_ files: [GeneratedFile]) {
        queue.async { [self] in
            for file in files where failure == nil && !finished { stageNow(file) }
        }
    }

    private func stageNow(_ file: GeneratedFile) {
        let destination = writer.destination(of: file.path)
        let existing = FileSystem.readBytes(at: destination)
        if let existing, FileStaging.bytes(existing, equal: file) { return }
        let folder = (destination as NSString).deletingLastPathComponent
        if !folders.contains(folder) {
            // Folders made for staging are recorded, so that an abandoned build removes them again.
            var missing: [String] = []
            var ancestor = folder
            while !ancestor.isEmpty, ancestor != "/", FileSystem.entry(at: ancestor) == .missing {
                missing.append(ancestor)
                ancestor = (ancestor as NSString).deletingLastPathComponent
            }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                folders.insert(folder)
                createdFolders += missing
            } catch {
                failure = .error("build.write-failed", "cannot create folder '\(folder)': \(error.localizedDescription)", at: nil)
                return
            }
        }
        let temporary = folder + "/.\((destination as NSString).lastPathComponent).refract-\(UUID().uuidString).tmp"
        guard FileStaging.createNew(at: temporary, file: file) else {
            failure = .error("build.write-failed", "cannot write '\(temporary)'", at: nil)
            try? FileManager.default.removeItem(atPath: temporary)
            return
        }
        staged.append((file.path, temporary))
        if file.path != OutputWriter.manifestName {
            changes.append(.init(path: file.path, kind: existing == nil ? .created : .updated, excerpt: ""))
        }
    }

    /// Waits for the writer, then puts every staged file in place, removes the stale files the manifest
    /// names for the outputs in `owners`, and records the new manifest. `produced` is every file of the
    /// build, staged or unchanged. On a failure nothing is renamed into place.
    public func commit(producing produced: [String], owners: OutputWriter.Owners) -> (changes: [OutputWriter.Change], diagnostics: [Diagnostic]) {
        let stale = writer.staleFiles(producing: produced, owners: owners)
        let manifest = OutputWriter.manifestText(writer.nextManifest(producing: produced, owners: owners))
        stage([GeneratedFile(path: OutputWriter.manifestName, contents: manifest)])
        return queue.sync {
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
    }

    /// Waits for the writer and removes every staged file: the build failed, nothing changes on disk.
    public func abandon() {
        queue.sync {
            finished = true
            removeStaged()
        }
    }

    private func removeStaged() {
        for item in staged { try? FileManager.default.removeItem(atPath: item.temporary) }
        staged = []
        // Deepest first; `rmdir` removes only empty folders, never anything someone else put there.
        for folder in createdFolders.sorted(by: { $0.count > $1.count }) { _ = rmdir(folder) }
        createdFolders = []
    }
}
