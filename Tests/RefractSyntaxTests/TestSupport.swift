import Foundation
import RefractDiagnostics
import RefractSyntax
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

/// The shared corpora folder beside the package, or nil (with a note) when it is missing outside CI.
func sharedCorpora() throws -> URL? {
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let corpora = packageRoot.appendingPathComponent("../shared/corpora").standardizedFileURL
    if FileManager.default.fileExists(atPath: corpora.path) { return corpora }
    if ProcessInfo.processInfo.environment["CI"] == "true" {
        Issue.record("the shared corpora are missing at \(corpora.path)")
    } else {
        print("note: skipping, the shared corpora are missing at \(corpora.path)")
    }
    return nil
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

/// SplitMix64: a small seeded generator so robustness runs are reproducible.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
