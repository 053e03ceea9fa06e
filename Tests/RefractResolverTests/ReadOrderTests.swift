import Foundation
import RefractDiagnostics
import RefractSyntax
import Testing

@testable import RefractKit

/// Files are read largest first, and what is read is put back in plan order.
@Suite("Read order and tree release")
struct ReadOrderTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-read-order-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func largestFirstWithTiesAndMissingFilesInPlanOrder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sizes = [3, 10, 0, 10, 7]
        var paths: [String] = []
        for (index, size) in sizes.enumerated() {
            let path = folder.appendingPathComponent("f\(index).json").path
            if size > 0 { try String(repeating: " ", count: size).write(toFile: path, atomically: true, encoding: .utf8) }
            paths.append(path)
        }
        let order = ReadOrder.largestFirst(paths)
        // f2 does not exist: size 0, read last.
        #expect(order.files == [1, 3, 4, 0, 2])
        for (slot, index) in order.files.enumerated() { #expect(order.slots[index] == slot) }
    }

    @Test func releasingEmptiesTheDocumentsAndLeavesOtherHoldersTheirTrees() {
        func tree(_ key: String) -> SyntaxNode {
            let span = SourceSpanFixture.span
            let leaf = SyntaxNode(.string(String(repeating: key, count: 40)), span: span)
            return SyntaxNode(.mapping([SyntaxEntry(key: key, keySpan: span, value: leaf)]), span: span)
        }
        var documents = ["a.json": tree("a"), "b.json": tree("b"), "c.json": tree("c")]
        let kept = documents["b.json"]
        TreeRelease.releaseSideBySide(&documents, weights: ["a.json": 5, "c.json": 9])
        #expect(documents.isEmpty)
        #expect(kept?["b"]?.stringValue == String(repeating: "b", count: 40))
    }
}

private enum SourceSpanFixture {
    static let span = SourceSpan(
        file: "t.json", start: SourcePosition(line: 1, column: 1, offset: 0), end: SourcePosition(line: 1, column: 2, offset: 1))
}
