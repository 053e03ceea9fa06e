import Testing

@testable import RefractDiagnostics

/// A build lets go of token files' bytes that no finding points into and takes them back for late findings.
@Suite("Source store")
struct SourceStoreTests {
    static let other = TestSource("tokens/size.tokens.json", "{\n  \"size\": {}\n}\n")

    static func storeOfBoth() -> SourceStore {
        var store = colorTokens.store
        store.add(path: other.path, bytes: other.bytes)
        return store
    }

    @Test func releaseKeepsOnlyTheNamedFiles() {
        var store = Self.storeOfBoth()
        store.release(keeping: [colorTokens.path])
        #expect(store.bytes(of: colorTokens.path) == colorTokens.bytes)
        #expect(store.bytes(of: Self.other.path) == nil)
    }

    @Test func aLateFindingGetsItsFileBackAndItsCodeFrame() {
        var store = Self.storeOfBoth()
        store.release(keeping: [])
        var reads: [String] = []
        store.readMissing(for: [unresolvedAlias]) { path in
            reads.append(path)
            return path == colorTokens.path ? colorTokens.bytes : nil
        }
        #expect(reads == [colorTokens.path], "only the file a finding points into is read")
        #expect(store.bytes(of: colorTokens.path) == colorTokens.bytes)
        #expect(store.bytes(of: Self.other.path) == nil)
        #expect(TextRenderer(useColor: false).render(unresolvedAlias, sources: store)
            == TextRenderer(useColor: false).render(unresolvedAlias, sources: colorTokens.store))
    }

    @Test func aFileEditedSinceGetsNoFrameRatherThanOtherText() {
        var store = Self.storeOfBoth()
        store.release(keeping: [])
        store.readMissing(for: [unresolvedAlias]) { _ in colorTokens.bytes + Array("\n".utf8) }
        #expect(store.bytes(of: colorTokens.path) == nil)
    }

    @Test func filesNeverReleasedAreNotReadAgain() {
        var store = Self.storeOfBoth()
        var reads = 0
        store.readMissing(for: [unresolvedAlias]) { _ in
            reads += 1
            return nil
        }
        #expect(reads == 0)
        #expect(store.bytes(of: colorTokens.path) == colorTokens.bytes)
    }

    @Test func filesAreListedOnceFromSpansNotesAndFixIts() {
        let noted = Diagnostic.error(
            "x.y", "message", at: Self.other.span(line: 2, column: 3, length: 6),
            notes: [DiagnosticNote("defined here", at: colorTokens.span(line: 6, column: 9, length: 5)), DiagnosticNote("no span")])
        #expect(Diagnostic.files(in: [noted, unresolvedAlias]) == [Self.other.path, colorTokens.path])
    }
}
