import RefractDiagnostics
@testable import RefractKit
import RefractSyntax
import Testing

/// `refract watch` keeps parsed files between builds; a file read again must not keep its old line table.
@Suite("Document cache")
struct DocumentCacheTests {
    static let path = "cache.tokens.json"

    static func read(_ cache: DocumentCache, _ text: String) throws -> SyntaxNode {
        try #require(cache.read(bytes: Array(text.utf8), path: path, format: .json, limits: ReaderLimits()).root)
    }

    static func keySpan(of key: String, in root: SyntaxNode) throws -> SourceSpan {
        try #require(root.entries?.first { $0.key == key }).keySpan
    }

    @Test func sameBytesAreNotReadAgain() throws {
        let cache = DocumentCache()
        let first = try Self.read(cache, "{\n  \"a\": 1\n}\n")
        let second = try Self.read(cache, "{\n  \"a\": 1\n}\n")
        #expect(cache.hits == 1 && cache.misses == 1)
        #expect(first.location == second.location)
        #expect(try Self.keySpan(of: "a", in: first).start.line == 2, "a hit keeps the table")
    }

    @Test func aChangedFileLetsItsOldLineTableGo() throws {
        let cache = DocumentCache()
        let old = try Self.read(cache, "{\n  \"a\": 1\n}\n")
        #expect(try Self.keySpan(of: "a", in: old).start.line == 2)
        let new = try Self.read(cache, "{\n\n  \"a\": 1\n}\n")
        #expect(try Self.keySpan(of: "a", in: new).start.line == 3)
        #expect(try Self.keySpan(of: "a", in: old) == SourceSpan.file(Self.path), "the old tree gives the whole file")
        guard case .span = SourceDocuments.shared.entry(old.location.document) else {
            Issue.record("the old document still holds its line table")
            return
        }
    }
}
