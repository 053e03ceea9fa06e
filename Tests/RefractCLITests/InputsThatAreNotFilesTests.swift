import Foundation
import RefractKit
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A FIFO, a link to nothing and a loop of links named like token files: said, never read (a FIFO
/// would block the read forever), and the rest of the folder still loads.
@Suite("Inputs that are not files")
struct InputsThatAreNotFilesTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-special-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"{ "size": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } } }"#
            .write(to: folder.appendingPathComponent("size.tokens.json"), atomically: true, encoding: .utf8)
        #expect(mkfifo(folder.appendingPathComponent("pipe.tokens.json").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("dangling.tokens.json").path, withDestinationPath: "gone.tokens.json")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("loop-a.tokens.json").path, withDestinationPath: "loop-b.tokens.json")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("loop-b.tokens.json").path, withDestinationPath: "loop-a.tokens.json")
        return folder
    }

    @Test func aFolderReadsItsFilesAndNamesTheRest() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = TokenLoader.run(LoadRequest(inputs: [folder.path]))
        #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
        #expect(result.model?.paths.map(\.description) == ["size.small"])
        let skipped = result.diagnostics.filter { $0.code == "input.not-a-file" }
        #expect(skipped.allSatisfy { $0.severity == .warning })
        #expect(skipped.map(\.message).sorted() == [
            "'\(folder.path)/dangling.tokens.json' is a symbolic link to nothing (or one of a loop of links); it is not read",
            "'\(folder.path)/loop-a.tokens.json' is a symbolic link to nothing (or one of a loop of links); it is not read",
            "'\(folder.path)/loop-b.tokens.json' is a symbolic link to nothing (or one of a loop of links); it is not read",
            "'\(folder.path)/pipe.tokens.json' is not a regular file (a FIFO, socket or device); it is not read",
        ])
    }

    @Test(arguments: ["pipe.tokens.json", "dangling.tokens.json"])
    func oneGivenByNameIsAnError(name: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RefractBinary.run(["lint", folder.appendingPathComponent(name).path, "--format", "json"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains(#""code": "input.not-a-file""#), "\(run.stdout)")
    }
}
