import Foundation
@testable import RefractKit
import Testing

/// Output folders as users type them: one letter, a trailing slash, a parent that does not exist yet.
@Suite("Output folder paths")
struct OutputFolderPathTests {
    @Test(arguments: [
        ("a/b/c", "a/b", "c"), ("a/b/", "a", "b"), ("o", "", "o"), ("o/", "", "o"), ("/a", "/", "a"),
        ("/", "/", "/"), ("a//b", "a", "b"), ("./o", ".", "o"), ("", "", ""),
    ])
    func parentAndLastComponent(path: String, parent: String, last: String) {
        #expect(PathText.parent(of: path) == parent)
        #expect(PathText.lastComponent(of: path) == last)
    }

    @Test(arguments: ["o", "o/", "a/gen", "a/b/c/"])
    func buildWritesIntoTheFolderAsTyped(out: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = RefractBinary.packageRoot.appendingPathComponent("tokens").path
        let run = try RefractBinary.run(["build", tokens, "--out", out, "--platform", "css", "--quiet"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let css = folder.appendingPathComponent(out).appendingPathComponent("css/tokens.css")
        #expect(FileManager.default.fileExists(atPath: css.path), "no \(css.path)")
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
