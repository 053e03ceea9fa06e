import RefractModel
import RefractParser
import RefractSyntax
import Testing

/// Tokens read from several documents, one with an alias into another: each token names its own file
/// and line.
@Suite("Token sources across many files")
struct SourcesAcrossManyFilesTests {
    static let fileCount = 6

    /// File `k` puts `k` blank lines before each of its tokens, so that no two files share a line number
    /// and a line remembered for another document shows.
    static func document(_ k: Int) -> String {
        let padding = String(repeating: "\n", count: k)
        let alias = k == fileCount ? "\"{first.t1}\"" : "\(k)"
        return """
            {
              "first": {
            \(padding)    "t\(k)": {"$type": "number", "$value": \(k)}
              },
              "second": {
            \(padding)    "u\(k)": {"$type": "number", "$value": \(alias)}
              }
            }
            """
    }

    @Test func everyTokenNamesItsFileAndLine() throws {
        let roots = try (1...Self.fileCount).map { k in
            try #require(readDocument(bytes: Array(Self.document(k).utf8), path: "file\(k).json", format: .json).root)
        }
        let result = TokenParser.parse(documents: roots)
        #expect(result.diagnostics.isEmpty)
        let sources = result.tokens.tokens.map { "\($0.path) \($0.source.file):\($0.source.line)" }
        // The merged tree holds every file's `first` token, then every file's `second` token.
        let expected = (1...Self.fileCount).map { k in "first.t\(k) file\(k).json:\(3 + k)" }
            + (1...Self.fileCount).map { k in "second.u\(k) file\(k).json:\(6 + 2 * k)" }
        #expect(sources == expected)
        #expect(result.tokens[TokenPath("second.u6")]?.aliasOf == TokenPath("first.t1"))
    }
}
