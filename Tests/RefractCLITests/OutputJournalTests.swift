import Foundation
@testable import RefractKit
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The journal a killed build leaves is replayed by the next one: finished when the build had committed
/// (every file new), undone when it had not (every file old, nothing of the build left).
@Suite("Output journal")
struct OutputJournalTests {
    /// An old set (`a.txt`, `b.txt` saying "old") and a killed build's journal that staged a new one.
    static func killedBuild(committed: Bool, renamedBeforeKill: Int) throws -> ProjectFolder {
        let folder = try ProjectFolder("journal")
        try folder.write("a.txt", "old\n")
        try folder.write("b.txt", "old\n")
        try folder.write("stale.txt", "old\n")
        let journal = try #require(OutputJournal.start(in: folder.path))
        for (index, name) in ["a.txt", "b.txt", "new/c.txt"].enumerated() {
            if name.hasPrefix("new/") { #expect(journal.record(.folder("new"))) }
            let temporary = (name.hasPrefix("new/") ? "new/" : "") + ".\(index).refract-x.tmp"
            #expect(journal.record(.staged(temporary: temporary, destination: name)))
            try folder.write(temporary, "new\n")
        }
        if committed {
            #expect(journal.record(.stale("stale.txt")))
            #expect(journal.record(.commit))
            for (index, name) in ["a.txt", "b.txt"].prefix(renamedBeforeKill).enumerated() {
                #expect(rename(folder.path + "/.\(index).refract-x.tmp", folder.path + "/" + name) == 0)
            }
        }
        // Killed here: the journal stays, the descriptor dies with the process.
        return folder
    }

    @Test(arguments: [0, 1, 2])
    func aCommittedBuildIsFinished(renamedBeforeKill: Int) throws {
        let folder = try Self.killedBuild(committed: true, renamedBeforeKill: renamedBeforeKill)
        defer { folder.remove() }
        #expect(OutputJournal.replay(in: folder.path) == .finished)
        #expect(folder.snapshot(of: ".").mapValues { String(decoding: $0, as: UTF8.self) } == [
            "a.txt": "new\n", "b.txt": "new\n", "new/c.txt": "new\n",
        ])
    }

    @Test func aBuildKilledBeforeItsCommitIsUndone() throws {
        let folder = try Self.killedBuild(committed: false, renamedBeforeKill: 0)
        defer { folder.remove() }
        #expect(OutputJournal.replay(in: folder.path) == .undone)
        #expect(folder.snapshot(of: ".").mapValues { String(decoding: $0, as: UTF8.self) } == [
            "a.txt": "old\n", "b.txt": "old\n", "stale.txt": "old\n",
        ])
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/new"), "the folder made for the build is removed")
    }

    @Test func aLineCutShortByTheKillIsIgnored() throws {
        let folder = try Self.killedBuild(committed: false, renamedBeforeKill: 0)
        defer { folder.remove() }
        let handle = try #require(FileHandle(forWritingAtPath: folder.path + "/" + OutputJournal.fileName))
        handle.seekToEndOfFile()
        handle.write(Data(#"["comm"#.utf8))
        try handle.close()
        #expect(OutputJournal.replay(in: folder.path) == .undone)
        #expect(folder.read("a.txt") == "old\n")
    }

    @Test func aJournalNamingPathsOutsideTheFolderIsNotFollowed() throws {
        let folder = try ProjectFolder("journal")
        defer { folder.remove() }
        try folder.write("inside/keep.txt", "mine\n")
        try folder.write("out/" + OutputJournal.fileName, #"["stale", "../inside/keep.txt"]"# + "\n" + #"["commit"]"# + "\n")
        OutputJournal.replay(in: folder.path + "/out")
        #expect(folder.read("inside/keep.txt") == "mine\n")
    }

    @Test func noJournalNothingToDo() throws {
        let folder = try ProjectFolder("journal")
        defer { folder.remove() }
        #expect(OutputJournal.replay(in: folder.path) == nil)
    }
}
