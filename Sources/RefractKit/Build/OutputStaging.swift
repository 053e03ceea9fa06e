import Foundation
import RefractBackend
import RefractDiagnostics
import RefractOutput

/// Stages a build's files while the build still runs: each output hands over its files as soon as it is
/// done; they are compared with what is on disk and the changed ones written, by the thread that hands
/// them over, as temporary files beside their destinations while the other outputs are still being
/// generated. Nothing is in place until `commit`, which renames every staged file into place (or
/// `abandon`, which removes them).
///
/// All or nothing against a second build, and made whole again after a kill: the folder is locked from
/// `open` to the end (`OutputLock`), and every step is journaled (`OutputJournal`). The renames of a
/// commit are many, so a kill among them leaves some files old and some new, with the journal beside
/// them; the next command that writes or checks the folder (`open`, `recoverKilledBuild`) first finishes
/// a build killed after it committed, or removes what a build killed before that had staged. A file
/// that is there and that no manifest lists is never replaced (`build.would-overwrite`), unless the
/// config's `overwrite` names it.
///
/// Part of the file writer: outputs run side by side and stage their files from their own threads into
/// this one record of what is staged, so it is a class whose state `lock` guards (`NSLock`, because
/// `Mutex` needs macOS 15). The compiler cannot see the lock, hence `@unchecked Sendable`.
public final class OutputStaging: @unchecked Sendable {
    package let writer: OutputWriter
    private let folderLock: OutputLock
    private let journal: OutputJournal
    /// The files the manifest lists, read once the journal of a killed build is replayed.
    private let listed: Set<String>
    private let lock = NSLock()
    // Guarded by `lock`.
    private var staged: [(path: String, temporary: String)] = []
    private var changes: [OutputWriter.Change] = []
    private var folders: Set<String> = []
    /// Folders that did not exist before this build, deepest of each chain first.
    private var createdFolders: [String] = []
    private var failure: Diagnostic?
    private var refusals: [Diagnostic] = []
    private var finished = false
    /// What `open` did about a build killed in the folder, if there was one.
    package let recovered: KilledBuildRecovery?

    /// The longest a build waits for another build of the same folder.
    package static let lockWaitSeconds = 120.0

    private init(
        writer: OutputWriter, folderLock: OutputLock, journal: OutputJournal, createdFolders: [String],
        recovered: KilledBuildRecovery?
    ) {
        self.writer = writer
        self.recovered = recovered
        self.folderLock = folderLock
        self.journal = journal
        self.createdFolders = createdFolders
        listed = writer.listedFiles()
    }

    /// Makes the output folder if needed, takes its lock (waiting for another build at most
    /// `waitingAtMost` seconds; `whileWaiting` is called once if it has to wait), and finishes or undoes
    /// a build that was killed there. Either a staging or the reason there is none.
    package static func open(
        writer: OutputWriter, waitingAtMost seconds: Double = lockWaitSeconds, whileWaiting: () -> Void = {}
    ) -> Result<OutputStaging, OutputProblem> {
        let root = writer.root.isEmpty ? "." : writer.root
        let created = missingChain(of: root)
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            return .failure(OutputProblem(.error(
                "build.write-failed", "cannot create folder '\(root)': \(error.localizedDescription)", at: nil)))
        }
        func undo() { for folder in created { rmdir(folder) } }
        switch OutputLock.acquire(in: root, waitingAtMost: seconds, whileWaiting: whileWaiting) {
        case .failure(.busy):
            undo()
            return .failure(OutputProblem(.error(
                "build.output-locked", "another refract build kept '\(root)' locked for \(Int(seconds)) s; nothing written",
                at: nil, help: "wait for the other build to finish, or build into another folder with --out")))
        case .failure(.cannotOpen(let reason)):
            undo()
            return .failure(OutputProblem(.error(
                "build.write-failed", "cannot lock '\(root)/\(OutputLock.fileName)': \(reason)", at: nil)))
        case .success(let folderLock):
            let recovered = OutputJournal.replay(in: root).map(KilledBuildRecovery.init)
            guard let journal = OutputJournal.start(in: root) else {
                folderLock.release()
                undo()
                return .failure(OutputProblem(.error(
                    "build.write-failed", "cannot write '\(root)/\(OutputJournal.fileName)'", at: nil)))
            }
            return .success(OutputStaging(
                writer: writer, folderLock: folderLock, journal: journal, createdFolders: created, recovered: recovered))
        }
    }

    /// For a command that reads the folder without writing it (`build --check`): when a killed build left
    /// its journal there, takes the folder's lock and finishes or undoes that build, so what is read is
    /// the old set or the new one, never the mix of a kill among the renames. Without a journal it takes
    /// no lock and changes nothing. A journal while another build runs is that build's: this waits for
    /// it, and then finds none.
    package static func recoverKilledBuild(
        in writer: OutputWriter, waitingAtMost seconds: Double = lockWaitSeconds, whileWaiting: () -> Void = {}
    ) -> Result<KilledBuildRecovery?, OutputProblem> {
        let root = writer.root.isEmpty ? "." : writer.root
        guard FileSystem.entry(at: writer.destination(of: OutputJournal.fileName)) == .file else { return .success(nil) }
        switch OutputLock.acquire(in: root, waitingAtMost: seconds, whileWaiting: whileWaiting) {
        case .failure(.busy):
            return .failure(OutputProblem(.error(
                "build.output-locked", "another refract build kept '\(root)' locked for \(Int(seconds)) s; nothing checked",
                at: nil, help: "wait for the other build to finish, or build into another folder with --out")))
        case .failure(.cannotOpen(let reason)):
            return .failure(OutputProblem(.error(
                "build.write-failed", "cannot lock '\(root)/\(OutputLock.fileName)': \(reason)", at: nil)))
        case .success(let folderLock):
            defer { folderLock.release() }
            return .success(OutputJournal.replay(in: root).map(KilledBuildRecovery.init))
        }
    }

    deinit {
        if !finished { abandon() }
    }

    /// Compares and stages `files`; they are staged when this returns.
    package func stage(_ files: [GeneratedFile]) {
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
        if comparison == .different, file.path != OutputWriter.manifestName, !writer.mayReplace(file.path, listed: listed) {
            lock.lock()
            refusals.append(.error(
                "build.would-overwrite", "'\(writer.shown(file.path))' is there and refract did not write it; not replacing it",
                at: nil, help: writer.replacing.help(for: file.path)))
            lock.unlock()
            return
        }
        let folder = PathText.parent(of: file.path)
        if let problem = makeFolder(folder) {
            fail(problem)
            return
        }
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(PathText.lastComponent(of: file.path)).refract-\(UUID().uuidString).tmp"
        lock.lock()
        let recorded = journal.record(.staged(temporary: temporary, destination: file.path))
        lock.unlock()
        guard recorded else {
            fail(.error("build.write-failed", "cannot write '\(writer.destination(of: OutputJournal.fileName))'", at: nil))
            return
        }
        guard FileStaging.createNew(at: writer.destination(of: temporary), file: file) else {
            fail(.error("build.write-failed", "cannot write '\(writer.destination(of: temporary))'", at: nil))
            try? FileManager.default.removeItem(atPath: writer.destination(of: temporary))
            return
        }
        lock.lock()
        staged.append((file.path, temporary))
        if Self.testKillPoint == .staged(staged.count) { kill(getpid(), SIGKILL) }
        if file.path != OutputWriter.manifestName {
            changes.append(.init(path: file.path, kind: comparison == .missing ? .created : .updated, excerpt: ""))
        }
        lock.unlock()
    }

    /// Folders made for staging are journaled before they are made and recorded, so that an abandoned
    /// or killed build removes them again. `folder` is relative to the output folder.
    private func makeFolder(_ folder: String) -> Diagnostic? {
        lock.lock()
        defer { lock.unlock() }
        if folder.isEmpty || folders.contains(folder) { return nil }
        var missing: [String] = []
        var ancestor = folder
        while !ancestor.isEmpty, FileSystem.entry(at: writer.destination(of: ancestor)) == .missing {
            missing.append(ancestor)
            ancestor = PathText.parent(of: ancestor)
        }
        for made in missing where !journal.record(.folder(made)) {
            return .error("build.write-failed", "cannot write '\(writer.destination(of: OutputJournal.fileName))'", at: nil)
        }
        do {
            try FileManager.default.createDirectory(atPath: writer.destination(of: folder), withIntermediateDirectories: true)
        } catch {
            return .error("build.write-failed", "cannot create folder '\(writer.destination(of: folder))': \(error.localizedDescription)", at: nil)
        }
        folders.insert(folder)
        createdFolders = missing.map(writer.destination(of:)) + createdFolders
        return nil
    }

    /// Puts every staged file in place, removes the stale files the manifest
    /// names for the outputs in `owners`, and records the new manifest. `produced` is every file of the
    /// build, staged or unchanged. On a failure nothing is renamed into place.
    package func commit(producing produced: [String], owners: OutputWriter.Owners) -> (changes: [OutputWriter.Change], diagnostics: [Diagnostic]) {
        let stale = writer.staleFiles(producing: produced, owners: owners)
        let manifest = OutputWriter.manifestText(writer.nextManifest(producing: produced, owners: owners))
        stage([GeneratedFile(path: OutputWriter.manifestName, contents: manifest)])
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return ([], []) }
        finished = true
        if failure != nil || !refusals.isEmpty {
            let problems = failure.map { [$0] } ?? refusals.sorted { $0.message < $1.message }
            end(removingStaged: true)
            return ([], problems)
        }
        let stillThere = stale.filter { FileSystem.entry(at: writer.destination(of: $0)) == .file }
        guard stillThere.allSatisfy({ journal.record(.stale($0)) }), journal.record(.commit) else {
            end(removingStaged: true)
            return ([], [.error("build.write-failed", "cannot write '\(writer.destination(of: OutputJournal.fileName))'", at: nil)])
        }
        let killPoint = Self.testKillPoint
        for (index, item) in staged.enumerated() {
            if killPoint == .renamed(index) { kill(getpid(), SIGKILL) }
            guard rename(writer.destination(of: item.temporary), writer.destination(of: item.path)) != 0 else { continue }
            staged.removeFirst(index)
            end(removingStaged: true)
            return ([], [.error("build.write-failed", "cannot move a file into place at '\(writer.destination(of: item.path))'", at: nil)])
        }
        staged = []
        var done = changes
        for path in stillThere {
            try? FileManager.default.removeItem(atPath: writer.destination(of: path))
            done.append(.init(path: path, kind: .removed, excerpt: ""))
        }
        end(removingStaged: false)
        return (done.sorted { $0.path < $1.path }, [])
    }

    /// Removes every staged file: the build failed, nothing changes on disk.
    package func abandon() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        end(removingStaged: true)
    }

    /// Called with `lock` held, once: the journal and the folder lock go, and with them (when the build
    /// is undone) the staged files and the folders made for them.
    private func end(removingStaged: Bool) {
        if removingStaged {
            for item in staged { try? FileManager.default.removeItem(atPath: writer.destination(of: item.temporary)) }
            staged = []
        }
        journal.finish()
        folderLock.release()
        guard removingStaged else { return }
        // Deepest first; `rmdir` removes only empty folders, never anything someone else put there.
        for folder in createdFolders.sorted(by: { $0.count > $1.count }) { _ = rmdir(folder) }
        createdFolders = []
    }

    /// `folder` and those of its ancestors that do not exist, deepest first.
    private static func missingChain(of folder: String) -> [String] {
        var missing: [String] = []
        var ancestor = folder
        while !ancestor.isEmpty, ancestor != "/", ancestor != ".", FileSystem.entry(at: ancestor) == .missing {
            missing.append(ancestor)
            ancestor = PathText.parent(of: ancestor)
        }
        return missing
    }
}

/// What a command found and did about a build killed in its output folder.
package enum KilledBuildRecovery: Sendable, Equatable {
    /// The build was killed among its renames: the rest of its files were put in place.
    case finished
    /// The build was killed before it committed: its staged files and new folders were removed.
    case undone

    init(_ replay: OutputJournal.Replay) {
        self = replay == .finished ? .finished : .undone
    }
}

extension OutputStaging {
    /// Where a test has a build kill itself (SIGKILL), so that a kill lands exactly there, not at a
    /// moment a timer guesses: `REFRACT_TEST_KILL_AT=staged:N` once N files are staged, `renamed:N` after
    /// N renames of the commit. Read only from the environment; unset, nothing happens.
    enum KillPoint: Equatable {
        case staged(Int)
        case renamed(Int)
    }

    static let testKillPoint: KillPoint? = {
        guard let text = ProcessInfo.processInfo.environment["REFRACT_TEST_KILL_AT"] else { return nil }
        let parts = text.split(separator: ":")
        guard parts.count == 2, let count = Int(parts[1]) else { return nil }
        switch parts[0] {
        case "staged": return .staged(count)
        case "renamed": return .renamed(count)
        default: return nil
        }
    }()
}

/// Why a build cannot write its output folder (locked by another build, or not writable).
package struct OutputProblem: Error, Sendable {
    package var diagnostic: Diagnostic

    init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}
