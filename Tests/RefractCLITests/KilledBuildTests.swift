import Foundation
@testable import RefractKit
import RefractTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A build is all or nothing when two run into one folder, and made whole after a kill: a kill among a
/// commit's renames leaves a mix of the old and new sets and the journal, and the next command that
/// writes or checks the folder (`build`, `build --check`, `watch`) finishes or undoes the killed build
/// first, so it sees the old set or the new one; no temporary file outlives it.
@Suite("Killed and concurrent builds", .serialized)
struct KilledBuildTests {
    /// Two complete sets, `a` and `b`, into one folder `out`: 300 gradients, each its own Android
    /// drawable, so a kill has many renames to land in; every file differs between the sets.
    static func project() throws -> ProjectFolder {
        let folder = try ProjectFolder("killed")
        for set in ["a", "b"] {
            let shade = set == "a" ? 0.25 : 0.75
            let stop = #"{"colorSpace": "srgb", "components": [\#(shade), 0.5, 0.5]}"#
            let tokens = (0..<300).map { index in
                #""g\#(index)": {"$type": "gradient", "$value": [{"color": \#(stop), "position": 0}, {"color": {"colorSpace": "srgb", "components": [0, 0, \#(Double(index) / 300)]}, "position": 1}]}"#
            }
            try folder.write("\(set)/tokens.json", "{" + tokens.joined(separator: ",\n") + "}\n")
            try folder.write("\(set)/refract.yaml", "tokens: tokens.json\noutput: ../out\n")
        }
        return folder
    }

    static func build(_ set: String, in folder: ProjectFolder) throws -> RefractBinary.Run {
        try RefractBinary.run(["build", "--quiet", "--platform", "android", "--config", "\(set)/refract.yaml"], in: folder.url)
    }

    /// The folder as a user sees it: a lock file left by a killed build is the lock, not output.
    static func outputs(of folder: ProjectFolder) -> [String: Data] {
        folder.snapshot(of: "out").filter { $0.key != OutputLock.fileName }
    }

    static func spawnBuild(_ set: String, in folder: ProjectFolder) throws -> Process {
        guard let executable = RefractBinary.executable else { throw RefractBinary.BinaryMissing() }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["build", "--quiet", "--platform", "android", "--config", "\(set)/refract.yaml"]
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Complete sets for reference, each built alone into an empty folder.
    static func referenceSets(_ folder: ProjectFolder) throws -> (a: [String: Data], b: [String: Data], seconds: Double) {
        let started = Date()
        #expect(try build("b", in: folder).status == 0)
        let seconds = Date().timeIntervalSince(started)
        let b = outputs(of: folder)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("out"))
        #expect(try build("a", in: folder).status == 0)
        let a = outputs(of: folder)
        #expect(a.count > 300 && a.count == b.count && a != b)
        return (a, b, seconds)
    }

    /// A kill anywhere, then `build --check` of the set that was being built: the check first finishes or
    /// undoes the killed build, so it sees the old set or the new one and says which (exit 0 only for the
    /// new one), and leaves no temporary file or journal behind.
    @Test func aCheckAfterAKillAtAnyMomentSeesAWholeSet() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let sets = try Self.referenceSets(folder)
        var random = SplitMix64(seed: 0x5EED_0019)
        var current = "a"
        for _ in 0..<12 {
            let next = current == "a" ? "b" : "a"
            let build = try Self.spawnBuild(next, in: folder)
            // Anywhere from the start to a little past the end of a build: the delay only spreads kills.
            let delay = Double.random(in: 0...(sets.seconds * 1.2), using: &random)
            Thread.sleep(forTimeInterval: delay)
            kill(build.processIdentifier, SIGKILL)
            build.waitUntilExit()
            let check = try Self.check(next, in: folder)
            let found = Self.outputs(of: folder)
            let state = found == sets.a ? "a" : found == sets.b ? "b" : "mixed"
            #expect(state != "mixed", "after a kill and a check: \(Self.difference(found, sets.a, sets.b))")
            #expect(check.status == (state == next ? 0 : 1), "check of \(next) exited \(check.status) on \(state): \(check.stderr)")
            #expect(Self.leftovers(in: folder).isEmpty, "\(Self.leftovers(in: folder))")
            if state != "mixed" { current = state }
        }
        // A build after the kills finishes cleanly and leaves nothing of theirs.
        let next = current == "a" ? "b" : "a"
        #expect(try Self.build(next, in: folder).status == 0)
        #expect(folder.snapshot(of: "out") == (next == "a" ? sets.a : sets.b))
    }

    /// Kills at known points (`REFRACT_TEST_KILL_AT`), not where a timer happens to land: while the files
    /// are staged, and among the commit's renames, where the folder is a mix of both sets until the
    /// journal is replayed. `build --check` replays it and reports the set it then finds; the next build
    /// heals the folder to its own set; no `.tmp` or journal is left.
    @Test(arguments: ["staged:1", "staged:200", "renamed:0", "renamed:1", "renamed:150", "renamed:299"])
    func aKillAtAKnownPointIsReportedByTheCheckAndHealedByTheNextBuild(_ point: String) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let sets = try Self.referenceSets(folder)
        let killed = try RefractBinary.run(
            ["build", "--quiet", "--platform", "android", "--config", "b/refract.yaml"], in: folder.url,
            environment: ["REFRACT_TEST_KILL_AT": point])
        try #require(killed.status == SIGKILL, "the build was not killed at \(point): exit \(killed.status) \(killed.stderr)")
        let committing = point.hasPrefix("renamed:")
        let left = Self.outputs(of: folder)
        if point == "renamed:150" {
            #expect(left.filter { sets.a[$0.key] == $0.value }.count > 100 && left.filter { sets.b[$0.key] == $0.value }.count > 100,
                "a kill among the renames leaves a mix until the journal is replayed")
        }
        #expect(left.keys.contains(".refract-journal"))

        let check = try Self.check("b", in: folder)
        let found = Self.outputs(of: folder)
        #expect(found == (committing ? sets.b : sets.a), "\(point): \(Self.difference(found, sets.a, sets.b))")
        #expect(check.status == (committing ? 0 : 1), "\(point): \(check.stderr)")
        #expect(check.stderr.contains(committing ? "finished it from its journal" : "left them staged; removed them"), "\(check.stderr)")
        #expect(Self.leftovers(in: folder).isEmpty, "\(Self.leftovers(in: folder))")
        // A second check has nothing left to replay.
        #expect(!(try Self.check("b", in: folder)).stderr.contains("journal"))

        for set in ["a", "b"] {
            #expect(try Self.build(set, in: folder).status == 0)
            #expect(folder.snapshot(of: "out") == (set == "a" ? sets.a : sets.b))
        }
    }

    /// The same kills, then straight to the next build, of the other set: it heals the folder first.
    @Test(arguments: ["staged:200", "renamed:150"])
    func theNextBuildHealsAKillAtAKnownPoint(_ point: String) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let sets = try Self.referenceSets(folder)
        let killed = try RefractBinary.run(
            ["build", "--quiet", "--platform", "android", "--config", "b/refract.yaml"], in: folder.url,
            environment: ["REFRACT_TEST_KILL_AT": point])
        try #require(killed.status == SIGKILL)
        let build = try RefractBinary.run(["build", "--platform", "android", "--config", "a/refract.yaml"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("refract: a build killed in a/../out/"), "\(build.stderr)")
        #expect(folder.snapshot(of: "out") == sets.a, "\(Self.difference(folder.snapshot(of: "out"), sets.a, sets.b))")
    }

    static func check(_ set: String, in folder: ProjectFolder) throws -> RefractBinary.Run {
        try RefractBinary.run(["build", "--check", "--platform", "android", "--config", "\(set)/refract.yaml"], in: folder.url)
    }

    /// What a finished or undone build must not leave: temporary files and the journal.
    static func leftovers(in folder: ProjectFolder) -> [String] {
        folder.snapshot(of: "out").keys.filter { $0.hasSuffix(".tmp") || $0.hasSuffix(OutputJournal.fileName) }.sorted()
    }

    /// A build killed while staging left temporary files; the next one removes them.
    @Test func theNextBuildRemovesWhatAKilledBuildStaged() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let sets = try Self.referenceSets(folder)
        var random = SplitMix64(seed: 0x7E4D)
        for _ in 0..<3 {
            let build = try Self.spawnBuild("b", in: folder)
            Thread.sleep(forTimeInterval: Double.random(in: (sets.seconds * 0.3)...(sets.seconds * 0.9), using: &random))
            kill(build.processIdentifier, SIGKILL)
            build.waitUntilExit()
            #expect(try Self.build("a", in: folder).status == 0)
            #expect(folder.snapshot(of: "out") == sets.a, "files of a killed build are left: \(Self.difference(folder.snapshot(of: "out"), sets.a, sets.a))")
        }
    }

    @Test func twoBuildsIntoOneFolderTakeTurns() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let sets = try Self.referenceSets(folder)
        for _ in 0..<4 {
            let first = try Self.spawnBuild("a", in: folder)
            let second = try Self.spawnBuild("b", in: folder)
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
            let found = folder.snapshot(of: "out")
            #expect(found == sets.a || found == sets.b, "\(Self.difference(found, sets.a, sets.b))")
        }
    }

    @Test func aBuildGivesUpOnAFolderLockedTooLong() throws {
        let folder = try ProjectFolder("locked")
        defer { folder.remove() }
        let writer = OutputWriter(root: folder.path)
        let holder = try OutputStaging.open(writer: writer).get()
        var waited = false
        let second = OutputStaging.open(writer: writer, waitingAtMost: 0) { waited = true }
        guard case .failure(let problem) = second else {
            Issue.record("a second build opened a locked folder")
            return
        }
        #expect(!waited)
        #expect(problem.diagnostic.code == "build.output-locked")
        #expect(problem.diagnostic.message == "another refract build kept '\(folder.path)' locked for 0 s; nothing written")
        holder.abandon()
        #expect(throws: Never.self) { try OutputStaging.open(writer: writer).get().abandon() }
        #expect(folder.snapshot(of: ".").isEmpty, "the lock and journal are removed at the end")
    }

    /// For a failure message: how many files match neither set, and a few of their names.
    static func difference(_ found: [String: Data], _ a: [String: Data], _ b: [String: Data]) -> String {
        let ofA = found.filter { a[$0.key] == $0.value }.count
        let ofB = found.filter { b[$0.key] == $0.value }.count
        let other = found.keys.filter { a[$0] != found[$0] && b[$0] != found[$0] }.sorted()
        return "\(ofA) files of a, \(ofB) of b, \(other.count) of neither (\(other.prefix(5).joined(separator: ", ")))"
    }
}
