import Foundation
@testable import RefractKit
import RefractBackend
import RefractOutput
import Testing

/// Staged files are written by the caller as temporary files; nothing is in place before commit, and
/// abandoning removes them with the folders made for them.
@Suite("Output staging")
struct OutputStagingTests {
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("refract-staging-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    static func open(_ root: String, overwrite: [String] = []) throws -> OutputStaging {
        try OutputStaging.open(writer: OutputWriter(root: root, overwrite: overwrite)).get()
    }

    static func temporaries(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    /// A file name may hold any character but `/` and NUL; the manifest must still read back, or the next
    /// build would no longer know the file as its own.
    @Test func theManifestReadsBackFileNamesWithControlCharacters() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let owners: OutputWriter.Owners = ["css \"web\"": ["back\\slash.css", "css/a\tb.css", "css/line\nbreak\u{7F}.css"]]
        try OutputWriter.manifestText(owners).write(
            toFile: root + "/" + OutputWriter.manifestName, atomically: true, encoding: .utf8)
        #expect(OutputWriter(root: root, overwrite: []).previousManifest() == owners)
    }

    @Test func filesAreStagedBeforeStageReturns() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let staging = try Self.open(root)
        staging.stage([
            GeneratedFile(path: "swift/Theme.swift", contents: "let a = 1\n"),
            GeneratedFile(path: "swift/Theme+SwiftUI.swift", contents: "let b = 2\n"),
        ])
        #expect(Self.temporaries(in: root + "/swift").count == 2, "staged, not yet in place")
        #expect(!FileManager.default.fileExists(atPath: root + "/swift/Theme.swift"))
        let (changes, diagnostics) = staging.commit(producing: ["swift/Theme.swift", "swift/Theme+SwiftUI.swift"], owners: ["swift": ["swift/Theme.swift", "swift/Theme+SwiftUI.swift"]])
        #expect(diagnostics.isEmpty)
        #expect(changes.map(\.path) == ["swift/Theme+SwiftUI.swift", "swift/Theme.swift"])
        #expect(try String(contentsOfFile: root + "/swift/Theme.swift", encoding: .utf8) == "let a = 1\n")
        #expect(Self.temporaries(in: root + "/swift").isEmpty)
    }

    @Test func manyFilesAreAllCommitted() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let staging = try Self.open(root)
        let paths = (0..<(24)).map { "android/res/drawable/gradient_\($0).xml" }
        staging.stage(paths.map { GeneratedFile(path: $0, contents: "<shape/>\n") })
        let (changes, diagnostics) = staging.commit(producing: paths, owners: ["android": paths])
        #expect(diagnostics.isEmpty)
        #expect(changes.count == paths.count)
        for path in paths { #expect(FileManager.default.fileExists(atPath: root + "/" + path)) }
        #expect(Self.temporaries(in: root + "/android/res/drawable").isEmpty)
    }

    @Test func abandoningRemovesEveryStagedFile() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let staging = try Self.open(root)
        let many = (0..<(9)).map { GeneratedFile(path: "android/res/values/v\($0).xml", contents: "<resources/>\n") }
        staging.stage(many)
        staging.stage([GeneratedFile(path: "css/tokens.css", contents: ":root {}\n")])
        staging.abandon()
        #expect(!FileManager.default.fileExists(atPath: root + "/android"))
        #expect(!FileManager.default.fileExists(atPath: root + "/css"))
    }
}
