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

/// Spans of many locations in a row, looking each document up once per run of locations from it. The
/// last few documents are kept, each with the line found last in it: tokens are mostly asked for in
/// file order, but an alias takes its target, from another file, in between.
package struct SyntaxSpanCache {
    private struct Recent {
        var document: UInt32
        var entry: SourceDocuments.Entry
        /// The lines of `entry`, which holds them: used unretained, as the permutations' threads share
        /// them and a retain and release per span made the cores take turns at its reference count.
        var lines: Unmanaged<SourceLines>?
        var line = 1
    }

    private var recent: [Recent] = []
    private var next = 0
    private static let kept = 4

    package init() {}

    package mutating func span(_ location: SyntaxLocation) -> SourceSpan {
        let slot = self.slot(of: location.document)
        guard let lines = recent[slot].lines else {
            if case .span(let span) = recent[slot].entry { return span }
            return location.span
        }
        var line = recent[slot].line
        let span = lines._withUnsafeGuaranteedRef {
            $0.span(Int(location.start), Int(location.end), line: &line)
        }
        recent[slot].line = line
        return span
    }

    private mutating func slot(of document: UInt32) -> Int {
        for k in recent.indices where recent[k].document == document { return k }
        let entry = SourceDocuments.shared.entry(document)
        var lines: Unmanaged<SourceLines>?
        if case .lines(let found) = entry { lines = .passUnretained(found) }
        let fresh = Recent(document: document, entry: entry, lines: lines)
        if recent.count < Self.kept {
            recent.append(fresh)
            return recent.count - 1
        }
        let slot = next
        recent[slot] = fresh
        next = (next + 1) % Self.kept
        return slot
    }
}
