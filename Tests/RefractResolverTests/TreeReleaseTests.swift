import RefractDiagnostics
import RefractSyntax
import Testing

@testable import RefractParser

/// The resolver frees the document trees it was given while it makes the model; a tree someone else
/// still holds (a document cache) must stay whole.
@Suite("Tree release")
struct TreeReleaseTests {
    static let span = SourceSpan(
        file: "t.json", start: SourcePosition(line: 1, column: 1, offset: 0), end: SourcePosition(line: 1, column: 2, offset: 1))

    static func tree(_ key: String) -> SyntaxNode {
        let leaf = SyntaxNode(.string(String(repeating: key, count: 40)), span: span)
        return SyntaxNode(.mapping([SyntaxEntry(key: key, keySpan: span, value: leaf)]), span: span)
    }

    @Test func everyTreeGetsOneOwnerAndATreeHeldElsewhereOutlivesItsRelease() {
        let documents = ["a.json": Self.tree("a"), "b.json": Self.tree("b"), "c.json": Self.tree("c")]
        let kept = documents["b.json"]
        let owners = TreeRelease.owners(of: documents, weights: ["a.json": 5, "c.json": 9])
        #expect(owners.count == 3)
        owners.forEach { $0.release() }
        #expect(kept?["b"]?.stringValue == String(repeating: "b", count: 40))
    }
}
