import Foundation
import RefractDiagnostics
@testable import RefractKit
import RefractSyntax
import Testing

/// `refract watch` keeps parsed files between builds: unchanged files are not parsed again, and the
/// cache holds the files of the last build only, however many builds and edits there were.
@Suite("Document cache")
struct DocumentCacheTests {
    static let path = "cache.tokens.json"

    static func keySpan(of key: String, in result: ReadResult) throws -> SourceSpan {
        try #require(result.root?.entries?.first { $0.key == key }).keySpan
    }

    @Test func sameBytesAreNotParsedAgainAndChangedOnesAre() throws {
        var first = DocumentReader(limits: ReaderLimits(), cache: DocumentCache())
        let old = first.read(bytes: Array("{\n  \"a\": 1\n}\n".utf8), path: Self.path, format: .json)
        #expect(first.parsedCount == 1)

        var second = DocumentReader(limits: ReaderLimits(), cache: first.nextCache)
        let same = second.read(bytes: Array("{\n  \"a\": 1\n}\n".utf8), path: Self.path, format: .json)
        #expect(second.parsedCount == 0)
        #expect(try Self.keySpan(of: "a", in: same) == Self.keySpan(of: "a", in: old))

        var third = DocumentReader(limits: ReaderLimits(), cache: second.nextCache)
        let changed = third.read(bytes: Array("{\n\n  \"a\": 1\n}\n".utf8), path: Self.path, format: .json)
        #expect(third.parsedCount == 1)
        #expect(try Self.keySpan(of: "a", in: changed).start.line == 3)
        #expect(try Self.keySpan(of: "a", in: old).start.line == 2, "an old tree keeps its own lines")
    }

    @Test func withoutACacheNothingIsKept() {
        var reader = DocumentReader(limits: ReaderLimits(), cache: nil)
        _ = reader.read(bytes: Array("{}".utf8), path: Self.path, format: .json)
        #expect(reader.nextCache == nil)
    }

    /// Many saves, each editing a file, renaming another and removing a third: the cache after each
    /// load holds exactly the files that load read.
    @Test func rebuildingManyTimesKeepsOnlyTheCurrentFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("base.tokens.json")
        var cache: DocumentCache? = DocumentCache()
        for save in 0..<25 {
            try Data("{ \"size\": { \"$type\": \"number\", \"s\": { \"$value\": \(save) } } }".utf8).write(to: base)
            for old in try FileManager.default.contentsOfDirectory(atPath: folder.path) where old.hasPrefix("renamed") {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(old))
            }
            let renamed = folder.appendingPathComponent("renamed-\(save).tokens.json")
            try Data("{ \"n\": { \"$type\": \"number\", \"$value\": 1 } }".utf8).write(to: renamed)

            let result = TokenLoader.run(LoadRequest(inputs: [folder.path], cache: cache))
            #expect(result.errorCount == 0)
            #expect(result.model?.tokenSets.first?.count == 2)
            cache = result.cache
            #expect(cache?.paths == [base.path, renamed.path].sorted(), "save \(save)")
        }
    }
}
