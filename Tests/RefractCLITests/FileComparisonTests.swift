import Foundation
@testable import RefractKit
import RefractBackend
import RefractOutput
import RefractTemplates
import Testing

/// Comparing a generated file with the one on disk block by block, without reading it whole.
@Suite("File comparison")
struct FileComparisonTests {
    static func written(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("refract-compare-\(UUID().uuidString)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static let text = (0..<200).map { "line \($0): ünïcode and ascii\n" }.joined()

    /// Block sizes that split the file and its pieces at every kind of boundary.
    @Test(arguments: [1, 7, 64, 4096, 1 << 20])
    func sameBytesAreSame(blockSize: Int) throws {
        let path = try Self.written(Self.text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = GeneratedFile(path: "a.txt", contents: Self.text)
        #expect(FileStaging.compare(file, withFileAt: path, blockSize: blockSize) == .same)
    }

    /// The text cut into chunks of `size` bytes (the last shorter), as the renderer leaves a large output.
    static func chunked(_ text: String, size: Int) -> GeneratedFile {
        let bytes = Array(text.utf8)
        let chunks = stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
        return GeneratedFile(path: "a.txt", rendered: RenderedText(chunks: chunks))
    }

    /// Chunks and blocks cut the text at different places: every pair compares equal, and a changed byte
    /// anywhere, or a chunk too many, is found.
    @Test(arguments: [1, 5, 64, 3000])
    func chunkedFilesCompareByTheirBytes(chunkSize: Int) throws {
        let path = try Self.written(Self.text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for blockSize in [1, 7, 4096] {
            #expect(FileStaging.compare(Self.chunked(Self.text, size: chunkSize), withFileAt: path, blockSize: blockSize) == .same)
            var changed = Array(Self.text.utf8)
            changed[changed.count - 2] = UInt8(ascii: "#")
            let different = Self.chunked(String(decoding: changed, as: UTF8.self), size: chunkSize)
            #expect(FileStaging.compare(different, withFileAt: path, blockSize: blockSize) == .different)
            let longer = Self.chunked(Self.text + "x", size: chunkSize)
            #expect(FileStaging.compare(longer, withFileAt: path, blockSize: blockSize) == .different)
        }
    }

    @Test func createNewWritesTheChunksInOrder() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("refract-chunks-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileStaging.createNew(at: path, file: Self.chunked(Self.text, size: 13)))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(Self.text.utf8))
    }

    @Test(arguments: [1, 7, 4096])
    func oneChangedByteAtEitherEndOrInsideIsDifferent(blockSize: Int) throws {
        let path = try Self.written(Self.text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var bytes = Array(Self.text.utf8)
        for index in [0, bytes.count / 2, bytes.count - 1] {
            let original = bytes[index]
            bytes[index] = original == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
            let file = GeneratedFile(path: "a.txt", contents: String(decoding: bytes, as: UTF8.self))
            #expect(FileStaging.compare(file, withFileAt: path, blockSize: blockSize) == .different, "byte \(index)")
            bytes[index] = original
        }
    }

    @Test func anotherSizeIsDifferentAndNoFileIsMissing() throws {
        let path = try Self.written(Self.text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileStaging.compare(GeneratedFile(path: "a.txt", contents: Self.text + "\n"), withFileAt: path) == .different)
        #expect(FileStaging.compare(GeneratedFile(path: "a.txt", contents: ""), withFileAt: path) == .different)
        #expect(FileStaging.compare(GeneratedFile(path: "a.txt", contents: ""), withFileAt: path + ".none") == .missing)
        let folder = FileManager.default.temporaryDirectory.path
        #expect(FileStaging.compare(GeneratedFile(path: "a.txt", contents: ""), withFileAt: folder) == .missing, "a folder is no file")
    }

    @Test func emptyFilesAreSame() throws {
        let path = try Self.written("")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileStaging.compare(GeneratedFile(path: "a.txt", contents: ""), withFileAt: path) == .same)
    }

    /// `--check` reads a file whole only to show how it differs, as a unified diff.
    @Test func checkListsOnlyDifferingFilesWithAnExcerpt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("refract-check-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("same\n".utf8).write(to: URL(fileURLWithPath: root + "/same.txt"))
        try Data("old line\n".utf8).write(to: URL(fileURLWithPath: root + "/changed.txt"))
        let changes = OutputWriter(root: root).changes(for: [
            GeneratedFile(path: "same.txt", contents: "same\n"),
            GeneratedFile(path: "changed.txt", contents: "new line\n"),
            GeneratedFile(path: "new.txt", contents: "x\n"),
        ])
        #expect(changes.map(\.path) == ["changed.txt", "new.txt"])
        #expect(changes.map(\.kind) == [.updated, .created])
        #expect(changes[0].excerpt == "@@ -1 +1 @@\n-old line\n+new line")
        #expect(changes[0].firstDifference?.line == 1)
    }

    /// A file larger than several writes' worth arrives whole and in order.
    @Test func createNewWritesALargeFileInPiecesByteForByte() throws {
        let line = (0..<100).map { "\($0 % 10)" }.joined() + "\n"
        let count = FileStaging.largestWrite * 3 / line.utf8.count + 7
        let text = String(repeating: line, count: count)
        #expect(text.utf8.count > FileStaging.largestWrite * 3)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("refract-create-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileStaging.createNew(at: path, file: GeneratedFile(path: "big.txt", contents: text)))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(text.utf8))
        #expect(!FileStaging.createNew(at: path, file: GeneratedFile(path: "big.txt", contents: "x")), "never reuses a file")
    }
}
