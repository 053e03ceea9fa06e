import RefractDiagnostics

/// Where a node or key stands. A read node keeps its document's line table and its byte range, and
/// works out line and column only when its span is asked for: a tree holds millions of locations and
/// few are ever shown. A node made outside a reader carries its span whole.
package enum SyntaxLocation: Sendable {
    case read(LineTable, start: Int32, end: Int32)
    indirect case given(SourceSpan)

    package init(_ lines: LineTable, start: Int, end: Int) {
        self = .read(lines, start: Int32(clamping: start), end: Int32(clamping: end))
    }

    package var span: SourceSpan {
        switch self {
        case .read(let lines, let start, let end): lines.span(Int(start), Int(end))
        case .given(let span): span
        }
    }

    /// The byte offset where the location ends.
    package var endOffset: Int {
        switch self {
        case .read(_, _, let end): Int(end)
        case .given(let span): span.end.offset
        }
    }
}
