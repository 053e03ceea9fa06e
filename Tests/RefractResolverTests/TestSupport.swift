import RefractDiagnostics
import RefractParser
import RefractSyntax
import Testing

/// A resolver document held in memory, read as if it were at `path`.
func parseResolver(
    _ json: String, path: String = "/design/tokens.resolver.json", sourceLocation: SourceLocation = #_sourceLocation
) -> ResolverDocumentParser.Result? {
    let read = readDocument(bytes: Array(json.utf8), path: path, format: .json)
    guard let root = read.root else {
        Issue.record("not readable: \(read.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return nil
    }
    return ResolverDocumentParser.parse(root, path: path)
}

/// A token file held in memory.
func tree(_ json: String, path: String, sourceLocation: SourceLocation = #_sourceLocation) -> SyntaxNode? {
    let read = readDocument(bytes: Array(json.utf8), path: path, format: .json)
    if read.root == nil {
        Issue.record("not readable: \(read.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    }
    return read.root
}

func codes(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map(\.code.rawValue)
}
