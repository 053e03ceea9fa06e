import Foundation
import RefractBackend
import RefractKit
import RefractOutput
import RefractPreview
import Testing

/// The page is written over nothing, or over a page Refract wrote; never over anyone else's file.
@Suite("Preview writer")
struct PreviewWriterTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-preview-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func page(_ path: String, _ body: String) -> GeneratedFile {
        GeneratedFile(path: path, contents: "<!doctype html>\n<!-- \(PreviewBackend.marker) from tokens. -->\n\(body)\n")
    }

    @Test func writesThenReplacesItsOwnPageAndKnowsWhenNothingChanged() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("preview.html").path
        #expect(PreviewWriter.write(Self.page(path, "one")) == .written)
        #expect(PreviewWriter.write(Self.page(path, "one")) == .unchanged)
        #expect(PreviewWriter.write(Self.page(path, "two")) == .written)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("two"))
    }

    @Test func leavesAFileRefractDidNotWrite() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("preview.html").path
        try "<html>our notes</html>".write(toFile: path, atomically: true, encoding: .utf8)
        guard case .failed(let problem) = PreviewWriter.write(Self.page(path, "one")) else {
            Issue.record("the foreign file was replaced")
            return
        }
        #expect(problem.code.rawValue == "preview.would-overwrite")
        #expect(problem.message == "'\(path)' exists and refract did not write it; it is left as it is")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<html>our notes</html>")
    }

    @Test func leavesAFolder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .failed(let problem) = PreviewWriter.write(Self.page(folder.path, "one")) else {
            Issue.record("a folder was written over")
            return
        }
        #expect(problem.code.rawValue == "preview.would-overwrite")
    }

    /// The built-in page carries the mark near its start, so a page written once can be written again.
    @Test func theBuiltInPageCarriesTheMark() throws {
        let tokens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("tokens").path
        let result = PreviewPipeline.run(PreviewRequest(load: LoadRequest(inputs: [tokens]), output: "p.html"))
        let page = try #require(result.page)
        #expect(String(decoding: page.bytes.prefix(300), as: UTF8.self).contains(PreviewBackend.marker))
        #expect(!page.contents.contains("http://") && !page.contents.contains("https://"), "the page loads nothing from a network")
    }
}
