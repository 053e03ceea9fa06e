import Foundation
import RefractKit
import Testing

/// The watch loop driven step by step: a scripted wake source in place of the clock, real files for the
/// stamps, no sleeps.
@Suite("Watch loop")
struct WatchLoopTests {
    /// Runs one scripted action per wake.
    final class ScriptedWake: WakeSource {
        var actions: [() throws -> Void]
        var waits = 0
        init(_ actions: [() throws -> Void]) { self.actions = actions }
        func wait() -> Bool {
            defer { waits += 1 }
            if waits < actions.count { try? actions[waits]() }
            return false
        }
        func watch(_ paths: [String]) {}
    }

    static func scratchFile(_ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("tokens.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// A save made while a rebuild runs is built next: the stamps the build started from are kept.
    @Test func aSaveDuringARebuildIsBuilt() throws {
        let file = try Self.scratchFile("1")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let wake = ScriptedWake([{ try "12".write(to: file, atomically: true, encoding: .utf8) }, {}, {}])
        var loop = WatchLoop(changes: FileWatcher(paths: [file.path]), wake: wake)
        var builds: [[String]] = []
        loop.run(rounds: 3) { changed in
            builds.append(changed)
            // The user saves again while the first rebuild runs.
            if builds.count == 2 { try? "123".write(to: file, atomically: true, encoding: .utf8) }
            return [file.path]
        }
        #expect(builds == [[], [file.path], [file.path]])
        #expect(wake.waits == 3)
    }

    /// Files a build reads for the first time are stamped as they are, not reported as changed.
    @Test func newlyWatchedFilesAreNotChanges() throws {
        let file = try Self.scratchFile("1")
        let other = file.deletingLastPathComponent().appendingPathComponent("other.json")
        try "2".write(to: other, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        var watcher = FileWatcher(paths: [file.path])
        watcher.watch([file.path, other.path])
        #expect(watcher.changes().isEmpty)
        try FileManager.default.removeItem(at: other)
        watcher.watch([file.path, other.path])
        #expect(watcher.changes() == [other.path], "a file deleted during the build is a change")
    }

    #if canImport(Glibc)
    /// inotify wakes the loop for a save in a watched file's folder (an event, not the timeout).
    @Test func inotifyWakesOnASave() throws {
        let file = try Self.scratchFile("1")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let wake = try #require(InotifyWake(timeoutMilliseconds: 30_000))
        wake.watch([file.path])
        try "12".write(to: file, atomically: true, encoding: .utf8)
        #expect(wake.wait())
    }
    #endif
}
