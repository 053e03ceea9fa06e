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
    /// The lines of `entry`, which holds them: used unretained, as the permutations' threads share them
    /// and a retain and release per span made the cores take turns at its reference count.
    private var lines: Unmanaged<SourceLines>?
    private var line = 1

    package init() {}

    package mutating func span(_ location: SyntaxLocation) -> SourceSpan {
        if location.document != document || entry == nil {
            document = location.document
            let found = SourceDocuments.shared.entry(location.document)
            entry = found
            if case .lines(let lines) = found { self.lines = .passUnretained(lines) } else { lines = nil }
        }
        if let lines {
            var current = line
            let span = lines._withUnsafeGuaranteedRef {
                $0.span(Int(location.start), Int(location.end), line: &current)
            }
            line = current
            return span
        }
        if case .span(let span) = entry { return span }
        return location.span
    }
}
