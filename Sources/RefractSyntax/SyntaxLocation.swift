import RefractDiagnostics

/// Where a node or key stands, in 12 bytes: its document (see `SourceDocuments`) and its byte range.
/// A tree holds millions of these; the line and column are worked out only when a span is asked for.
package struct SyntaxLocation: Sendable, Equatable {
    package var document: UInt32
    package var start: UInt32
    package var end: UInt32

    package init(document: UInt32, start: Int, end: Int) {
        self.document = document
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    /// A span given whole (a node made outside a reader): kept as it is, under a number of its own.
    package init(_ span: SourceSpan) {
        self.init(document: SourceDocuments.shared.register(.span(span)), start: 0, end: 0)
    }

    package var span: SourceSpan {
        switch SourceDocuments.shared.entry(document) {
        case .lines(let lines): lines.span(Int(start), Int(end))
        case .span(let span): span
        }
    }
}

/// Spans of many locations in a row, looking each document up once per run of locations from it.
package struct SyntaxSpanCache {
    private var document: UInt32 = .max
    private var entry: SourceDocuments.Entry?
    private var line = 1

    package init() {}

    package mutating func span(_ location: SyntaxLocation) -> SourceSpan {
        if location.document != document || entry == nil {
            document = location.document
            entry = SourceDocuments.shared.entry(location.document)
        }
        switch entry {
        case .lines(let lines): return lines.span(Int(location.start), Int(location.end), line: &line)
        case .span(let span): return span
        case nil: return location.span
        }
    }
}
