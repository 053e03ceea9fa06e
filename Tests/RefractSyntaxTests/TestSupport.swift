import Foundation
import RefractDiagnostics
import RefractSyntax
import RefractTestSupport
import Testing

func read(_ text: String, _ format: SourceFormat, limits: ReaderLimits = .init()) -> ReadResult {
    readDocument(bytes: Array(text.utf8), path: "test.\(format.rawValue)", format: format, limits: limits)
}

/// A compact, deterministic rendering of a tree: `{a:1,b:[true,null,"x"]}`, numbers as `1` or `1.5`.
func render(_ node: SyntaxNode?) -> String {
    guard let node else { return "<nil>" }
    switch node.value {
    case .mapping(let entries): return "{" + entries.map { "\($0.key):\(render($0.value))" }.joined(separator: ",") + "}"
    case .sequence(let items): return "[" + items.map(render).joined(separator: ",") + "]"
    case .string(let text): return "\"\(text)\""
    case .number(let value, let isInteger):
        if isInteger, value.magnitude < 1e18, value == value.rounded() { return value.sign == .minus && value == 0 ? "-0" : String(Int64(value)) }
        return "\(value)f"
    case .bool(let value): return String(value)
    case .null: return "null"
    }
}

/// `code@line:column` of each diagnostic, for compact expectations.
func summary(_ result: ReadResult) -> [String] {
    result.diagnostics.map { "\($0.code)@\($0.span?.start.line ?? 0):\($0.span?.start.column ?? 0)" }
}

func position(_ span: SourceSpan) -> String {
    "\(span.start.line):\(span.start.column)+\(span.start.offset)-\(span.end.line):\(span.end.column)+\(span.end.offset)"
}

/// The shared corpora folder, or nil (with a note, or an issue under CI) when it is missing.
func sharedCorpora(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL? {
    guard Corpus.require(sourceLocation: sourceLocation) else { return nil }
    return Corpus.root.appendingPathComponent("corpora")
}

/// Files under `folder` whose names end with one of `suffixes`, sorted.
func files(under folder: URL, endingWith suffixes: [String]) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
    var found: [URL] = []
    for case let url as URL in enumerator where suffixes.contains(where: { url.lastPathComponent.hasSuffix($0) }) {
        found.append(url)
    }
    return found.sorted { $0.path < $1.path }
}
